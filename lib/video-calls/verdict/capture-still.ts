import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "@/lib/security/secrets";
import { recordCallEvents } from "@/lib/service/processes/videoconference";
import { fileUrl } from "@/lib/service/views/file-url";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { CAPTURE_KINDS } from "@/lib/steps/videoconference/capture-names";
import { captureFaceScore } from "@/lib/video-calls/verdict/capture-face-score";
import { deskError } from "../../cases/errors";
import { requireCallAgent } from "../room/call-agent";
import { asDeskError, type CallRequest, callContext } from "../room/call-context";
import { getOwnCallOrThrow, type OpenCall } from "../room/open-call";
import type { RoomCapture } from "../room/room-captures";

const MAX_CAPTURE_BYTES = 180 * 1024;

export const ZCallCapture = z.object({
  processId: z.string().min(1).max(100),
  kind: z.enum(CAPTURE_KINDS),
  // A JPEG still drawn from the live video, Base64 (within the staff pages' body limit).
  image: z
    .string()
    .min(4)
    .max(Math.ceil((MAX_CAPTURE_BYTES * 4) / 3)),
  /** A retake: the capture of this call it replaces, which keeps its place and kind. */
  replaces: z.string().min(1).max(100).optional(),
});

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** The capture a retake replaces, of this call only. */
async function replacedCapture(db: Db, call: OpenCall, id: string | undefined) {
  if (!id) return null;
  const row = await db.videoCallCapture.findFirst({ where: { id, callId: call.id }, select: { id: true, kind: true, fileId: true } });
  if (!row) throw deskError("not-found", "noSuchCapture");
  return row;
}

/**
 * A still of the live video, stored as a file of the process with its event and staff audit entry; a face still is
 * compared with the document and the selfie and the scores returned to show during the call. A retake replaces the
 * capture it names on the record (the replaced still stays a file of the process, its hash in the audit log).
 */
export async function captureCallStill(
  db: Db,
  staff: Staff,
  input: { processId: string; kind: string; image: string; replaces?: string },
  request: CallRequest,
  now = new Date(),
): Promise<RoomCapture> {
  requireCallAgent(staff);
  const parsed = ZCallCapture.safeParse(input);
  if (!parsed.success) throw deskError("invalid", "captureTooLarge", { kib: MAX_CAPTURE_BYTES / 1024 });
  const { processId } = parsed.data;
  const bytes = Buffer.from(parsed.data.image, "base64");
  if (!isJpeg(bytes)) throw deskError("invalid", "captureNotJpeg");
  const call = await getOwnCallOrThrow(db, staff, processId);
  const replaced = await replacedCapture(db, call, parsed.data.replaces);
  const kind = replaced?.kind ?? parsed.data.kind;
  const context = await callContext(db, processId, request, now);
  const face = kind === "face" ? await captureFaceScore(db, { accountId: context.accountId, processId }, bytes) : null;
  const faceScore = face?.document.score ?? null;
  const id = crypto.randomUUID();
  const file = {
    id,
    bucket: "processes" as const,
    contentType: "image/jpeg",
    bytes,
    sha256: sha256Hex(bytes),
    url: fileUrl("processes", id),
  };
  const captureId = replaced?.id ?? crypto.randomUUID();
  const faceComparison = face ?? undefined;
  await recordCallEvents({
    db,
    context,
    processId,
    types: ["videoconference-capture"],
    files: [file],
    alsoWrite: [
      replaced
        ? db.videoCallCapture.update({ where: { id: replaced.id }, data: { fileId: id, faceScore, faceComparison }, select: { id: true } })
        : db.videoCallCapture.create({
            data: { id: captureId, callId: call.id, kind, fileId: id, faceScore, faceComparison, createdAt: now },
            select: { id: true },
          }),
    ],
  }).catch(asDeskError);
  const details = { kind, fileId: id, sha256: file.sha256, faceScore, ...(replaced ? { replacesFileId: replaced.fileId } : {}) };
  await recordStaffAction(
    db,
    { actor: staff, action: "videoconference-capture", target: { type: "process", id: processId }, details, request },
    now,
  );
  return { id: captureId, kind, fileId: id, face };
}
