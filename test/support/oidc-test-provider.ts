import type { Server } from "node:http";
import Provider, { type Account } from "oidc-provider";

/** Users the test provider knows: the login name typed on its sign-in form → their claims. */
export const OIDC_TEST_USERS = {
  rita: { email: "rita.sso@idv.local", name: "Rita SSO", groups: ["staff", "idv-reviewers"] },
  adam: { email: "adam.sso@idv.local", name: "Adam SSO", groups: ["idv-admins"] },
  audrey: { email: "audrey.sso@idv.local", name: "Audrey SSO", groups: ["idv-auditors"] },
  nora: { email: "nora.sso@idv.local", name: "Nora Nogroup", groups: ["staff"] },
} as const;

export const OIDC_TEST_ROLE_MAP = { "idv-admins": "admin", "idv-reviewers": "reviewer", "idv-auditors": "auditor" } as const;

export type OidcTestProviderOptions = { port: number; clientId: string; clientSecret: string; redirectUris: string[] };

/**
 * oidc-provider (the certified Node implementation) on loopback, for tests and the local SSO demo: one confidential
 * client, the users above in groups, its development sign-in form (any password), consent given once for all.
 */
export async function startOidcTestProvider(options: OidcTestProviderOptions): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: options.clientId, client_secret: options.clientSecret, redirect_uris: options.redirectUris }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], groups: ["groups"] },
    scopes: ["openid", "email", "profile", "groups"],
    async findAccount(_ctx, id): Promise<Account | undefined> {
      if (!Object.hasOwn(OIDC_TEST_USERS, id)) return undefined;
      const user = OIDC_TEST_USERS[id as keyof typeof OIDC_TEST_USERS];
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: user.email, email_verified: true, name: user.name, groups: [...user.groups] }),
      };
    },
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile groups");
      await grant.save();
      return grant;
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(options.port, "127.0.0.1", () => resolve(listening));
  });
  return { issuer, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
