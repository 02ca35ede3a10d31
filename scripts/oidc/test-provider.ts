import { OIDC_TEST_ROLE_MAP, OIDC_TEST_USERS, startOidcTestProvider } from "../../test/support/oidc-test-provider";

// A local OpenID provider for the SSO demo and the e2e server. Usage:
//   tsx scripts/oidc/test-provider.ts [--port 3002] [--app http://localhost:3000]
const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i] ?? "", process.argv[i + 1] ?? "");
const port = Number(args.get("--port") ?? 3002);
const app = (args.get("--app") ?? "http://localhost:3000").replace(/\/$/, "");
const client = { clientId: "idv-back-office", clientSecret: "idv-local-oidc-secret" };
const { issuer } = await startOidcTestProvider({ port, ...client, redirectUris: [`${app}/api/auth/callback/oidc`] });
console.log(`OpenID provider at ${issuer}; sign in there as ${Object.keys(OIDC_TEST_USERS).join(", ")} (any password). For the app:
OIDC_ISSUER=${issuer}
OIDC_CLIENT_ID=${client.clientId}
OIDC_CLIENT_SECRET=${client.clientSecret}
OIDC_ROLE_CLAIM=groups
OIDC_ROLE_MAP='${JSON.stringify(OIDC_TEST_ROLE_MAP)}'`);
process.on("SIGTERM", () => process.exit(0));
