import { type NextRequest, NextResponse } from "next/server";
import {
  BASE_SECURITY_HEADERS,
  isStaffFilePath,
  pageContentSecurityPolicy,
  STAFF_FILE_CONTENT_SECURITY_POLICY,
} from "@/lib/security/headers";
import { appUrl, localPath } from "@/lib/security/safe-redirect";

const PUBLIC_PATHS = ["/sign-in", "/verify"];
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

/**
 * Per-request CSP nonce and security headers for every page. The cookie check only spares an anonymous
 * visitor a round trip: every page, action and route checks the session itself (lib/staff-auth/guards.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const isPublic = PUBLIC_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!isPublic && !hasSessionCookie) {
    const url = appUrl("/sign-in");
    url.searchParams.set("callbackUrl", localPath(`${pathname}${search}`));
    return NextResponse.redirect(url);
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = pageContentSecurityPolicy(nonce, { isDev: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.headers.set(name, value);
  // Pages show personal data: never keep them in a shared or browser cache.
  response.headers.set("Cache-Control", "no-store, max-age=0");
  if (isStaffFilePath(pathname)) {
    // The evidence preview frames this file from our own page; nothing else may.
    response.headers.set("Content-Security-Policy", STAFF_FILE_CONTENT_SECURITY_POLICY);
    response.headers.set("X-Frame-Options", "SAMEORIGIN");
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api|_next/static|_next/image|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
