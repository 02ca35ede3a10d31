/** Headers every response carries, pages, assets and API alike. */
export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(self), microphone=(self), geolocation=(), payment=()",
};

/** The API serves JSON and Base64 text only: nothing in it may load or frame anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Scripts only from our origin or with this response's nonce; never eval (dev tooling needs it, production does not).
 * Inline style attributes stay allowed: charts and React set them, and they cannot run code.
 */
export function pageContentSecurityPolicy(nonce: string, { isDev }: { isDev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob: mediastream:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A stored file shown to staff: framed only by our own pages (the evidence preview), loading nothing itself. */
export const STAFF_FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export function isStaffFilePath(pathname: string): boolean {
  return /^\/processes\/[^/]+\/files\/[^/]+$/.test(pathname);
}
