import { headers } from "next/headers";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { NO_REQUEST, recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { localPath } from "@/lib/security/safe-redirect";
import { authorizePasskey, authorizeStaff } from "./authorize-staff";
import { OIDC_PROVIDER_ID, oidcProvider } from "./oidc/oidc-provider";
import { signInWithSso } from "./oidc/sign-in-with-sso";
import { endStaffSession } from "./staff-session";

declare module "next-auth" {
  interface Session {
    sid?: string;
  }
  interface User {
    sid?: string;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
  }
}

export const SSO_REFUSED_PAGE = "/sign-in/refused";

function localProviders() {
  return [
    CredentialsProvider({
      name: "E-mail and password",
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, request) => authorizeStaff(credentials, request?.headers ?? {}),
    }),
    CredentialsProvider({
      id: "passkey",
      name: "Passkey",
      credentials: { challengeId: { type: "text" }, response: { type: "text" } },
      authorize: (credentials, request) => authorizePasskey(credentials, request?.headers ?? {}),
    }),
  ];
}

/**
 * next-auth carries only a staff-session id in its signed cookie; who the user is, their role and
 * whether the session is still alive are read from the database on every request (lib/staff-auth/guards.ts).
 */
export function authOptions(): NextAuthOptions {
  const config = env();
  const sso = oidcProvider(config);
  return {
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: config.SESSION_MAX_HOURS * 3600 },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [...(config.SSO_ONLY ? [] : localProviders()), ...(sso ? [sso] : [])],
    callbacks: {
      async signIn({ user, account, profile }) {
        if (account?.provider !== OIDC_PROVIDER_ID) return true;
        const claims = (profile ?? {}) as Record<string, unknown>;
        const result = await signInWithSso(
          db(),
          { sub: String(claims.sub ?? account.providerAccountId), email: claims.email, name: claims.name, claims },
          { roleClaim: config.OIDC_ROLE_CLAIM, roleMap: config.OIDC_ROLE_MAP },
          requestInfoFrom(await headers()),
        );
        if (!result.ok) return `${SSO_REFUSED_PAGE}?reason=${result.reason}`;
        user.sid = result.sessionId;
        return true;
      },
      redirect({ url, baseUrl }) {
        return new URL(localPath(url, { sameOrigin: baseUrl }), baseUrl).toString();
      },
      jwt({ token, user }) {
        if (user?.sid) token.sid = user.sid;
        return token;
      },
      session({ session, token }) {
        return { expires: session.expires, sid: token.sid };
      },
    },
    events: {
      async signOut({ token }) {
        if (!token?.sid) return;
        const session = await endStaffSession(db(), token.sid);
        const request = requestInfoFrom(await headers());
        if (session) await recordStaffAction(db(), { actor: { id: session.userId, email: session.email }, action: "sign-out", request });
      },
    },
    logger: {
      // A callback refused before any profile (state, PKCE or nonce mismatch, the provider's error) is a failed SSO sign-in.
      error(code, metadata) {
        logger.error({ code }, "next-auth error");
        if (!code.startsWith("OAUTH_CALLBACK")) return;
        const error = metadata instanceof Error ? metadata : (metadata as { error?: { message?: unknown } }).error;
        // openid-client's first clause ("state mismatch"), without the values it compared.
        const reason = String(error?.message ?? code)
          .split(",")[0]
          ?.slice(0, 120);
        headers()
          .then(requestInfoFrom, () => NO_REQUEST)
          .then((request) =>
            recordStaffAction(db(), {
              actor: { id: null, email: "" },
              action: "sign-in-failed",
              details: { method: "sso", reason },
              request,
            }),
          )
          .catch(() => logger.error("sign-in-failed could not be audited"));
      },
      warn: (code) => logger.warn({ code }, "next-auth warning"),
      debug: () => {},
    },
  };
}
