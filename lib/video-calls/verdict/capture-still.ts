import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "@/lib/security/secrets";
import { recordCallEvents } from "@/lib/service/processes/videoconference";
import { fileUrl } from "@/lib/service/views/file-url";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { type CaptureFaceScore, captureFaceScore } from "@/lib/video-calls/verdict/capture-face-score";
import { deskError } from "../../cases/errors";
import { requireCallAgent } from "../room/call-agent";
import { asDeskError, type CallRequest, callContext } from "../room/call-context";
import { getOwnCallOrThrow } from "../room/open-call";

export const CAPTURE_KINDS = ["face", "document-front", "document-back"] as const;
const MAX_CAPTURE_BYTES = 180 * 1024;

export const ZCallCapture = z.object({
  processId: z.string().min(1).max(100),
  kind: z.enum(CAPTURE_KINDS),
  // A JPEG still drawn from the live video, Base64 (within the staff pages' body limit).
  image: z
    .string()
    .min(4)
    .max(Math.ceil((MAX_CAPTURE_BYTES * 4) / 3)),
});

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * A still of the live video, stored as a file of the process with its event and staff audit entry; a face still is
 * compared with the document portrait and the score returned to show during the call.
 */
export async function captureCallStill(
  db: Db,
  staff: Staff,
  input: { processId: string; kind: string; image: string },
  request: CallRequest,
  now = new Date(),
): Promise<{ kind: string; fileId: string; face: CaptureFaceScore | null }> {
  requireCallAgent(staff);
  const parsed = ZCallCapture.safeParse(input);
  if (!parsed.success) throw deskError("invalid", "captureTooLarge", { kib: MAX_CAPTURE_BYTES / 1024 });
  const { processId, kind } = parsed.data;
  const bytes = Buffer.from(parsed.data.image, "base64");
  if (!isJpeg(bytes)) throw deskError("invalid", "captureNotJpeg");
  const call = await getOwnCallOrThrow(db, staff, processId);
  const context = await callContext(db, processId, request, now);
  const process = await db.process.findUniqueOrThrow({ where: { id: processId }, select: { history: true } });
  const face =
    kind === "face"
      ? await captureFaceScore(db, { accountId: context.accountId, processId, history: process.history as string[] }, bytes)
      : null;
  const id = crypto.randomUUID();
  const file = {
    id,
    bucket: "processes" as const,
    contentType: "image/jpeg",
    bytes,
    sha256: sha256Hex(bytes),
    url: fileUrl("processes", id),
  };
  await recordCallEvents({
    db,
    context,
    processId,
    types: ["videoconference-capture"],
    files: [file],
    alsoWrite: [
      db.videoCallCapture.create({
        data: { id: crypto.randomUUID(), callId: call.id, kind, fileId: id, faceScore: face?.score ?? null, createdAt: now },
        select: { id: true },
      }),
    ],
  }).catch(asDeskError);
  const details = { kind, fileId: id, sha256: file.sha256, faceScore: face?.score ?? null };
  await recordStaffAction(
    db,
    { actor: staff, action: "videoconference-capture", target: { type: "process", id: processId }, details, request },
    now,
  );
  return { kind, fileId: id, face };
}
