import { z } from "zod";
import type { Db } from "@/lib/db/client";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DeskError } from "../../cases/errors";
import { requireCallAgent } from "../room/call-agent";
import { getOwnCallOrThrow } from "../room/open-call";

/** A chunk is one or two seconds of the agent's recorder (about 100 kB): far below this, within the staff pages' body limit. */
export const RECORDING_CHUNK_MAX_BYTES = 256 * 1024;

export const ZChunkPosition = z.object({
  segment: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "segment: letters, digits and dashes"),
  seq: z.coerce.number().int().min(0).max(1_000_000),
});

/**
 * Keeps one piece of the call's recording as it arrives (a closed tab loses only what was not yet sent). Refused when
 * the call has ended, is another agent's, or the process has none open; a repeated piece (a retried upload) is kept once.
 */
export async function appendRecordingChunk(
  db: Db,
  staff: Staff,
  processId: string,
  position: z.input<typeof ZChunkPosition>,
  bytes: Buffer,
  now = new Date(),
): Promise<void> {
  requireCallAgent(staff);
  const parsed = ZChunkPosition.safeParse(position);
  if (!parsed.success) throw new DeskError("invalid", parsed.error.issues[0]?.message);
  if (bytes.length === 0 || bytes.length > RECORDING_CHUNK_MAX_BYTES)
    throw new DeskError("invalid", "A recording chunk is 1 byte to 256 KiB.");
  const call = await getOwnCallOrThrow(db, staff, processId);
  const { segment, seq } = parsed.data;
  await db.videoCallChunk.upsert({
    where: { callId_segment_seq: { callId: call.id, segment, seq } },
    create: { callId: call.id, segment, seq, bytes: new Uint8Array(bytes), receivedAt: now },
    update: {},
    select: { seq: true },
  });
}
