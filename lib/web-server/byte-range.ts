import type { ByteRange } from "@/lib/storage/storage-types";

/**
 * The one range a request's `Range: bytes=…` asks of `size` bytes (RFC 9110, 14.2), so that a video element can seek
 * in a call recording. undefined means send it whole: no Range, or one a server may ignore (several ranges, another
 * unit, a malformed or backwards one, or an If-Range that does not name the current bytes). "unsatisfiable" (416)
 * when it starts at or past the end.
 */
export function requestedByteRange(
  headers: { get(name: string): string | null },
  size: number,
  entityTag: string,
): ByteRange | "unsatisfiable" | undefined {
  const ifRange = headers.get("if-range");
  if (ifRange !== null && ifRange !== entityTag) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(headers.get("range")?.trim() ?? "");
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "") {
    if (last === "") return undefined;
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? undefined : { start, end };
}
