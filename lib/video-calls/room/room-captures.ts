import type { Db } from "@/lib/db/client";
import { type CaptureFaceComparison, parseCaptureFaceComparison } from "@/lib/steps/videoconference/capture-face";

/** A still of the open call as the room shows it: its file (served through the staff file route) and its face comparison. */
export type RoomCapture = { id: string; kind: string; fileId: string; face: CaptureFaceComparison | null };

/** The open call's captures in the order taken (a retake keeps its place), so a reopened room shows them again. */
export async function roomCaptures(db: Db, callId: string): Promise<RoomCapture[]> {
  const rows = await db.videoCallCapture.findMany({
    where: { callId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, fileId: true, faceComparison: true },
  });
  return rows.map((row) => ({ id: row.id, kind: row.kind, fileId: row.fileId, face: parseCaptureFaceComparison(row.faceComparison) }));
}
