import type { IncomingMessage } from "node:http";

/**
 * The client's address as the audit log and the sign-in throttle count it. Behind a trusted proxy it is the
 * last X-Forwarded-For entry, the one that proxy appended; the entries before it are the client's own claims.
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket">, isBehindProxy: boolean): string {
  const forwarded = isBehindProxy
    ? String(req.headers["x-forwarded-for"] ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
        .at(-1)
    : undefined;
  return forwarded || req.socket.remoteAddress || "";
}
