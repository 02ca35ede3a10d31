import { z } from "zod";

/** The position of a row in a (timestamp, id) ordering: what the next or previous page starts after. */
export type KeysetCursor = { at: string; id: string };

const ZKeysetCursor = z.strictObject({ at: z.iso.datetime(), id: z.string().min(1).max(200) });

export function encodeCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString("base64url");
}

/** A cursor from the URL, or null when it is not one of ours (a tampered or stale link starts from the top). */
export function decodeCursor(text: string | undefined): KeysetCursor | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const result = ZKeysetCursor.safeParse({ at: parsed[0], id: parsed[1] });
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
