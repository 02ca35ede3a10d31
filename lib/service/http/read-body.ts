import { ServiceError } from "@/lib/service/errors";
import { INVALID_JSON } from "@/lib/service/parse-body";

/**
 * The JSON body, refusing anything over `limit` bytes before it is buffered: by Content-Length when
 * given, else by counting the stream as it arrives. Not JSON → INVALID_JSON (rejected later, in check order).
 */
export async function readJsonBody(request: Request, limit: number, { isOptional }: { isOptional: boolean }): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw new ServiceError("BIOPMSSE413", `Request body larger than ${limit} bytes`);
  const isEmpty = !request.body || declared === 0;
  if (isEmpty && isOptional) return {};
  if (!/^application\/json\s*(;|$)/i.test(contentType)) throw new ServiceError("BIOPMSSE415");
  if (!request.body) return INVALID_JSON;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ServiceError("BIOPMSSE413", `Request body larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "" && isOptional) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}
