import { verifyToken } from "@/lib/security/secrets";

/** The cookie that carries the e-mailed link's token after the first visit (httpOnly, SameSite=strict, path /verify/<id>). */
export const LINK_COOKIE = "idv-link";

export type LinkClaims = { processId: string; accountId: string; expiresAt: Date };

/** The link's token when it is signed, unexpired and names this very process; otherwise null (never why). */
export function readLinkToken(processId: string, token: string | undefined, now = new Date()): LinkClaims | null {
  if (!token || token.length > 2048) return null;
  let claims: Record<string, unknown> | null;
  try {
    claims = verifyToken("verify-link", token, now.getTime());
  } catch {
    return null;
  }
  if (!claims || claims.prc !== processId || typeof claims.acc !== "string" || typeof claims.exp !== "number") return null;
  return { processId, accountId: claims.acc, expiresAt: new Date(claims.exp * 1000) };
}

export function linkCookieOptions(processId: string, expiresAt: Date, isSecure: boolean) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure: isSecure,
    path: `/verify/${encodeURIComponent(processId)}`,
    expires: expiresAt,
  };
}
