import { decodeJwt } from "jose";
import type { OAuthConfig } from "next-auth/providers/oauth";
import type { TEnv } from "@/lib/env";

export const OIDC_PROVIDER_ID = "oidc";

type Claims = Record<string, unknown> & { sub: string; email?: string; name?: string };

/**
 * The organisation's OpenID provider (discovery at its issuer): authorization code flow with PKCE, state and nonce;
 * the ID token's claims merged with userinfo's, since many providers put groups and e-mail only in one of them.
 */
export function oidcProvider(config: TEnv): OAuthConfig<Claims> | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return {
    id: OIDC_PROVIDER_ID,
    name: config.OIDC_NAME,
    type: "oauth",
    wellKnown: `${OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    authorization: { params: { scope: `openid email profile ${config.OIDC_ROLE_CLAIM}` } },
    checks: ["pkce", "state", "nonce"],
    idToken: true,
    userinfo: {
      async request({ client, tokens }) {
        // next-auth verified this ID token (signature, issuer, audience, nonce) before calling here.
        const fromIdToken = tokens.id_token ? decodeJwt(tokens.id_token) : {};
        const fromUserinfo = tokens.access_token ? await client.userinfo(tokens.access_token).catch(() => ({})) : {};
        return { ...fromUserinfo, ...fromIdToken } as Claims;
      },
    },
    profile: (claims) => ({ id: claims.sub, email: claims.email ?? null, name: claims.name ?? null }),
  };
}
