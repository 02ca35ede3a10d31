import { Readable } from "node:stream";

/**
 * A Node stream as a response body, destroyed when the client goes away. Next cancels a body it is sending when the
 * client leaves, but not one whose client was gone when the handler returned: an open file or a storage connection
 * then stayed open until garbage collection (Node's DEP0137 warning in the e2e server's log;
 * test/security/abandoned-downloads.test.ts). `signal`: the request's, which Next aborts when the connection closes
 * before the answer is complete.
 */
export function streamedBody(stream: Readable, signal: AbortSignal): ReadableStream<Uint8Array> | null {
  // Already gone: no body at all (Next refuses the web stream of a destroyed one, and logs it as the route's error).
  if (signal.aborted) {
    stream.destroy();
    return null;
  }
  signal.addEventListener("abort", () => stream.destroy(), { once: true });
  return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
}
