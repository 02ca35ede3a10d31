import http from "node:http";
import type { TEnv } from "@/lib/env";

type Timeouts = Pick<
  TEnv,
  "HTTP_HEADERS_TIMEOUT_SECONDS" | "HTTP_REQUEST_TIMEOUT_SECONDS" | "HTTP_KEEP_ALIVE_TIMEOUT_SECONDS" | "HTTP_IDLE_TIMEOUT_SECONDS"
>;

/**
 * The production server's HTTP listener with every timeout set on purpose, so a client that dribbles its headers
 * or body, or holds a connection idle, is closed (408 when nothing was answered yet) instead of holding a socket.
 */
export function createHttpServer(config: Timeouts, listener: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      // Node checks those two timeouts on this interval (30 s by default): every second keeps them close to their value.
      connectionsCheckingInterval: 1000,
    },
    listener,
  );
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000;
  // A socket silent this long is destroyed (no 'timeout' listener), whatever stage its request is at.
  server.setTimeout(config.HTTP_IDLE_TIMEOUT_SECONDS * 1000);
  return server;
}
