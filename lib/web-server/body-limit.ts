import type http from "node:http";
import { bodyLimitBytes } from "@/lib/service/request-limits";

/** next-auth and the staff pages' server actions take small forms (a note, a decision, a flow definition). */
export const PAGE_BODY_LIMIT_BYTES = 256 * 1024;
// The applicant pages' server action wraps the step's JSON body (the API's limit) in its own arguments.
const ACTION_ARGUMENTS_BYTES = 16 * 1024;

/** The largest body a request to the Next part of the server may carry: the applicant pages carry document photos. */
export function pageBodyLimit(url: string): number {
  return url.startsWith("/verify/") ? bodyLimitBytes() + ACTION_ARGUMENTS_BYTES : PAGE_BODY_LIMIT_BYTES;
}

// Time the client gets to read the 413 before its connection is closed.
const CLOSE_DELAY_MS = 1000;

/**
 * Answers 413 on the socket itself and reads nothing more: a ServerResponse would, once finished, drain the rest of
 * the body off the wire. The close waits a moment, as closing with unread bytes queued resets the connection and
 * can wipe the answer on the client's side.
 */
function refuse(req: http.IncomingMessage, limit: number): void {
  const { socket } = req;
  if (socket.writableEnded) return;
  const body = `Request body larger than ${limit} bytes\n`;
  socket.end(
    `HTTP/1.1 413 Payload Too Large\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), CLOSE_DELAY_MS).unref();
}

/**
 * Calls `handle` only for a body within `limit` bytes: a larger declared Content-Length is answered 413 at once,
 * unread; a chunked body is held back and counted as it streams, and handed on whole, or answered 413 (and the
 * connection closed) as soon as it passes the limit. Nothing downstream ever reads more than the limit.
 */
export function withBodyLimit(req: http.IncomingMessage, limit: number, handle: () => void): void {
  if (Number(req.headers["content-length"]) > limit) {
    refuse(req, limit);
    return;
  }
  // With a Content-Length (within the limit) the parser itself stops at it; without either there is no body.
  if (req.headers["transfer-encoding"] === undefined) {
    handle();
    return;
  }
  const held: Buffer[] = [];
  let size = 0;
  // Node's HTTP parser hands every body chunk to the request with push(): counting there sees it before any reader.
  const deliver = req.push.bind(req);
  req.push = (chunk: Buffer | null) => {
    if (chunk === null) {
      req.push = deliver;
      for (const part of held) deliver(part);
      deliver(null);
      process.nextTick(handle);
      return false;
    }
    size += chunk.length;
    if (size > limit) {
      held.length = 0;
      refuse(req, limit);
      // false pauses the socket: the rest of the body is not read.
      return false;
    }
    held.push(chunk);
    return true;
  };
}
