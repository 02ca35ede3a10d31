import { type NextRequest, NextResponse } from "next/server";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locale";

/** Switches the UI language with a cookie and returns to the page the link was on (same origin only). */
export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get("to");
  const referer = request.headers.get("referer");
  let back = "/";
  if (referer) {
    const url = new URL(referer);
    if (url.origin === request.nextUrl.origin) back = `${url.pathname}${url.search}`;
  }
  const response = NextResponse.redirect(new URL(back, request.nextUrl.origin), 303);
  if (isLocale(to)) response.cookies.set(LOCALE_COOKIE, to, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 86_400 });
  return response;
}
