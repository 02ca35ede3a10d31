import type { NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE } from "@/lib/i18n/locale";
import { redirectToLocalPath } from "@/lib/security/safe-redirect";

/** Switches the UI language with a cookie and returns to the page the link names in `back` (a local path). */
export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get("to");
  const response = redirectToLocalPath(request.nextUrl.searchParams.get("back"));
  if (isLocale(to)) response.cookies.set(LOCALE_COOKIE, to, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 86_400 });
  return response;
}
