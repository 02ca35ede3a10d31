import { AppError } from "@/lib/errors";

/**
 * A request body of at most `limit` bytes: a larger declared Content-Length is refused before anything is read, and
 * a body that turns out larger is refused as soon as it passes the limit (never buffered whole).
 */
export async function readCappedBody(request: Request, limit: number): Promise<Buffer> {
  const refuse = () => new AppError("too-large", `The body is larger than ${limit} bytes.`);
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw refuse();
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.length;
    if (size > limit) {
      await reader?.cancel();
      throw refuse();
    }
    parts.push(read.value);
  }
  return Buffer.concat(parts);
}
