import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { ServiceError } from "@/lib/service/contract/service-error";
import { INVALID_JSON } from "@/lib/service/parse-body";

/** A request's body as it arrives, with the request's headers: `chunks` null when the request can carry none (GET, HEAD). */
export type IncomingBody = { header: (name: string) => string | undefined; chunks: AsyncIterable<Uint8Array> | null };

/** A fetch Request's body (the app served without Node's server, as its tests call it). */
export function fetchRequestBody(request: Request): IncomingBody {
  const stream = request.body as WebReadableStream<Uint8Array> | null;
  return { header: (name) => request.headers.get(name) ?? undefined, chunks: stream && Readable.fromWeb(stream) };
}

/**
 * The JSON body, refusing anything over `limit` bytes before it is buffered: by Content-Length when
 * given, else by counting the stream as it arrives. Not JSON → INVALID_JSON (rejected later, in check order).
 */
export async function readJsonBody(
  { header, chunks }: IncomingBody,
  limit: number,
  { isOptional }: { isOptional: boolean },
): Promise<unknown> {
  const contentType = header("content-type") ?? "";
  const declared = Number(header("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new ServiceError("BIOPMSSE413", `Request body larger than ${limit} bytes`);
  const isEmpty = !chunks || declared === 0;
  if (isEmpty && isOptional) return {};
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new ServiceError("BIOPMSSE415");
  if (!chunks) return INVALID_JSON;
  const received: Uint8Array[] = [];
  let size = 0;
  // Leaving the loop early stops the stream (the rest of an over-limit body is never read).
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > limit) throw new ServiceError("BIOPMSSE413", `Request body larger than ${limit} bytes`);
    received.push(chunk);
  }
  const text = Buffer.concat(received).toString("utf8");
  if (text.trim() === "" && isOptional) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}
