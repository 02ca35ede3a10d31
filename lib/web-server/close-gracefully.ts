import type http from "node:http";

const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and lets the requests in flight finish: a kept-alive connection is closed as soon as it
 * is idle (its request answered), and whatever still runs after `deadlineMs` is cut off (`onDeadline`: what the HTTP
 * server does not track, such as upgraded WebSockets).
 */
export function closeGracefully(
  server: http.Server,
  { deadlineMs, onDeadline }: { deadlineMs: number; onDeadline?: () => void },
): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      onDeadline?.();
    }, deadlineMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
  });
}
