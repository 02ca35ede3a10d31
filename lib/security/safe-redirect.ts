import { NextResponse } from "next/server";
import { env } from "@/lib/env";

const SCRATCH_ORIGIN = "http://local.invalid";
// Browsers drop tabs and newlines and read "\" as "/", so "/\t/x" and "/\x" would leave the site.
const UNSAFE_CHARACTERS = /[\p{Cc}\\]/u;

/**
 * Every redirect target that comes from a request (a query parameter, a callback URL) goes through here:
 * a path on this site (one leading "/", never "//", no backslash or control character), else "/". An
 * absolute URL is accepted only on `sameOrigin`, and then only its path is kept.
 */
export function localPath(value: unknown, { sameOrigin }: { sameOrigin?: string } = {}): string {
  if (typeof value !== "string") return "/";
  const candidate =
    sameOrigin && URL.canParse(value) && new URL(value).origin === new URL(sameOrigin).origin ? pathOf(new URL(value)) : value;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || UNSAFE_CHARACTERS.test(candidate)) return "/";
  const url = new URL(candidate, SCRATCH_ORIGIN);
  return url.origin === SCRATCH_ORIGIN ? pathOf(url) : "/";
}

function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A local path as an absolute URL on APP_URL's origin, for the APIs that need one (the proxy's redirects). */
export function appUrl(path: string): URL {
  return new URL(localPath(path), env().APP_URL);
}

/** A 303 with a relative Location: the browser stays on the origin it used, where its cookies are. */
export function redirectToLocalPath(value: unknown): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: localPath(value) } });
}
