import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { metricsRegistry } from "./metrics";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * With METRICS_TOKEN set, only `Authorization: Bearer <token>` may read; without it, only a caller on this machine
 * that came through no proxy (a reverse proxy on the same host adds X-Forwarded-For, and is then refused).
 */
export function mayReadMetrics(req: IncomingMessage, token: string | undefined): boolean {
  if (token) return sameSecret(req.headers.authorization ?? "", `Bearer ${token}`);
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-for"] === undefined;
}

/** GET /metrics in Prometheus text format; 404 to anyone not allowed, so its presence is not advertised. */
export async function serveMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  if (req.method !== "GET" || !mayReadMetrics(req, token)) {
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  const body = await metricsRegistry.metrics();
  res.writeHead(200, { "content-type": metricsRegistry.contentType, "cache-control": "no-store" }).end(body);
}
