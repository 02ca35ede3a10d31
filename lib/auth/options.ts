import { headers } from "next/headers";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { requestInfoFrom } from "@/lib/audit/request-info";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { localPath } from "@/lib/security/safe-redirect";
import { authorizeStaff } from "./authorize-staff";
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

/**
 * next-auth carries only a staff-session id in its signed cookie; who the user is, their role and
 * whether the session is still alive are read from the database on every request (lib/auth/guards.ts).
 */
export function authOptions(): NextAuthOptions {
  const config = env();
  return {
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: config.SESSION_MAX_HOURS * 3600 },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: (credentials, request) => authorizeStaff(credentials, request?.headers ?? {}),
      }),
    ],
    callbacks: {
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
  };
}
