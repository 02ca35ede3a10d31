import type { WebSocket } from "ws";

export type CallRole = "agent" | "applicant";

type Room = Partial<Record<CallRole, WebSocket>>;

// What a peer may send the other: WebRTC offers, answers and candidates, and the agent's end of the call.
const RELAYED = new Set(["signal", "hangup", "ended"]);
const OTHER: Record<CallRole, CallRole> = { agent: "applicant", applicant: "agent" };
export const CLOSE_REPLACED = 4000;
export const CLOSE_BAD_MESSAGE = 4400;

const send = (socket: WebSocket | undefined, message: object) => {
  if (socket?.readyState === socket?.OPEN) socket?.send(JSON.stringify(message));
};

/**
 * The calls this server holds sockets of, in memory: one socket per side of a process's call (a newer one replaces an
 * older, e.g. a reopened page). Each side is told when the other is present; their messages are relayed as they are.
 * Both sides of a call must reach the same server (docs/video-calls.md, docs/deployment.md).
 */
export function createCallRooms() {
  const rooms = new Map<string, Room>();

  function join(processId: string, role: CallRole, socket: WebSocket): void {
    const room = rooms.get(processId) ?? {};
    rooms.set(processId, room);
    room[role]?.close(CLOSE_REPLACED, "replaced by a newer connection");
    room[role] = socket;
    const other = room[OTHER[role]];
    send(socket, { type: "peer", present: Boolean(other) });
    send(other, { type: "peer", present: true });

    socket.on("message", (data, isBinary) => {
      let message: { type?: unknown };
      try {
        message = isBinary ? {} : JSON.parse(String(data));
      } catch {
        message = {};
      }
      if (typeof message.type !== "string" || !RELAYED.has(message.type)) return void socket.close(CLOSE_BAD_MESSAGE, "unknown message");
      send(room[OTHER[role]], message);
    });
    socket.on("close", () => {
      if (room[role] !== socket) return;
      delete room[role];
      send(room[OTHER[role]], { type: "peer", present: false });
      if (!room.agent && !room.applicant) rooms.delete(processId);
    });
  }

  return { join, size: () => rooms.size };
}
