import type http from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Db } from "@/lib/db/client";
import type { TEnv } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { authenticateCallUpgrade, isCallSocketPath } from "./authenticate-call-upgrade";
import { createCallRooms } from "./call-rooms";

// WebRTC offers and candidates are a few kB; nothing larger is ever relayed.
const MAX_MESSAGE_BYTES = 64 * 1024;
// How long a peer told "going away" has to answer the close before its socket is cut.
const GOING_AWAY_GRACE_MS = 1000;
const GOING_AWAY = 1001;

const REASONS: Record<number, string> = {
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  500: "Internal Server Error",
};
const statusText = (status: number) => REASONS[status] ?? "Error";

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${statusText(status)}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The video calls' signalling (`system.rtmUrl`): WebSocket upgrades at /rtm/<process id> (the agent) and
 * /verify/<process id>/rtm (the applicant) on the app's own HTTP server, each authenticated before it completes.
 * `goAway` (at the shutdown deadline) closes every call socket with 1001, so a call does not hold a stopping server.
 */
export function attachCallSignalling(server: http.Server, db: () => Db, config: TEnv): { goAway: () => void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const rooms = createCallRooms();
  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? "/", "http://local").pathname;
    if (!isCallSocketPath(pathname)) return refuseUpgrade(socket, 404, "no such socket");
    authenticateCallUpgrade(db(), config, req)
      .then((verdict) => {
        if (!verdict.ok) return refuseUpgrade(socket, verdict.status, verdict.reason);
        sockets.handleUpgrade(req, socket, head, (ws) => rooms.join(verdict.processId, verdict.role, ws));
      })
      .catch((error: unknown) => {
        logger.error({ error: error instanceof Error ? error.name : "error" }, "call signalling failed");
        refuseUpgrade(socket, 500, "try again");
      });
  });
  return {
    goAway() {
      for (const ws of sockets.clients) ws.close(GOING_AWAY, "server restarting");
      setTimeout(() => {
        for (const ws of sockets.clients) ws.terminate();
      }, GOING_AWAY_GRACE_MS).unref();
    },
  };
}
