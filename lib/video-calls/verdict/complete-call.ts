import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "@/lib/security/secrets";
import { ServiceError } from "@/lib/service/contract/service-error";
import { currentStep, transition } from "@/lib/service/engine/transition";
import { commitTransition } from "@/lib/service/processes/commit-transition";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";
import { runEffects } from "@/lib/service/processes/run-effects";
import { fileUrl } from "@/lib/service/views/file-url";
import type { Staff } from "@/lib/staff-auth/staff-session";
import type { StagedFile } from "@/lib/steps/common/step-action";
import { isLiveCall } from "@/lib/steps/videoconference/action-types";
import { parseCaptureFaceComparison } from "@/lib/steps/videoconference/capture-face";
import { checklistOf } from "@/lib/steps/videoconference/checklist";
import { DeskError, deskError } from "../../cases/errors";
import { assembleRecording } from "../recording/assemble-recording";
import { requireCallAgent } from "../room/call-agent";
import { asDeskError, type CallRequest, callContext } from "../room/call-context";
import { getOwnCallOrThrow, type OpenCall } from "../room/open-call";

export const ZCallOutcome = z.object({
  processId: z.string().min(1),
  passed: z.boolean(),
  reason: z.string().trim().max(200, "The reason has at most 200 characters.").default(""),
  note: z.string().trim().max(2000, "The note has at most 2000 characters.").default(""),
  checked: z.array(z.string().max(64)).max(30).default([]),
});

/** The recording of the whole call as a file of the process: `videos`, or `audios` when nobody's camera was on. */
async function recordingFile(db: Db, call: OpenCall) {
  const recording = await assembleRecording(db, call.id);
  if (!recording) return null;
  const id = crypto.randomUUID();
  const bucket = recording.hasVideo ? ("videos" as const) : ("audios" as const);
  const contentType = recording.hasVideo ? "video/webm" : "audio/webm";
  const file: StagedFile = {
    id,
    bucket,
    contentType,
    bytes: recording.bytes,
    sha256: sha256Hex(recording.bytes),
    url: fileUrl(bucket, id),
  };
  return { file, durationSeconds: Number(recording.durationSeconds.toFixed(2)) };
}

/** The call's captures on the record, in the order taken (a retake in the place of the still it replaced). */
async function capturesOf(db: Db, callId: string) {
  const rows = await db.videoCallCapture.findMany({
    where: { callId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { kind: true, fileId: true, faceScore: true, faceComparison: true },
  });
  return rows.map((row) => {
    const face = parseCaptureFaceComparison(row.faceComparison);
    return { kind: row.kind, url: fileUrl("processes", row.fileId), faceScore: row.faceScore, ...(face ? { face } : {}) };
  });
}

/**
 * The agent's verdict completes the step through the engine: passed advances the process, failed is a failed attempt
 * (retries, and past maxRetries a negative finish), exactly as a submission. In the same transaction the recording
 * (assembled from its chunks) becomes a file of the process, the call ends and its chunks are let go.
 */
export async function completeVideoconference(
  db: Db,
  staff: Staff,
  input: z.input<typeof ZCallOutcome>,
  request: CallRequest,
  now = new Date(),
) {
  requireCallAgent(staff);
  const parsed = ZCallOutcome.safeParse(input);
  if (!parsed.success) throw new DeskError("invalid", parsed.error.issues[0]?.message ?? "Invalid outcome.");
  const { processId, passed, reason, note, checked } = parsed.data;
  if (!passed && !reason) throw deskError("invalid", "callFailureNeedsReason");
  const context = await callContext(db, processId, request, now);
  try {
    const loaded = await getProcessOrThrow(db, context.accountId, processId);
    requireInProgress(loaded);
    const step = currentStep(loaded.snapshot);
    if (!isLiveCall(step.action.type)) throw new ServiceError("BIOPMCSE008");
    const call = await getOwnCallOrThrow(db, staff, processId);
    const [recording, captures] = await Promise.all([recordingFile(db, call), capturesOf(db, call.id)]);
    const faceScores = captures.map((c) => c.faceScore).filter((s): s is number => s !== null);
    const result = {
      method: "reviewer",
      reviewer: staff.email,
      agent: { id: staff.id, name: staff.name, email: staff.email },
      reason,
      note,
      checklist: checklistOf(step.action.settings).map((item) => ({ ...item, checked: checked.includes(item.id) })),
      recording: recording && {
        url: recording.file.url,
        bucket: recording.file.bucket,
        sha256: recording.file.sha256,
        size: recording.file.bytes.length,
        durationSeconds: recording.durationSeconds,
      },
      captures,
      faceScore: faceScores.length ? Math.max(...faceScores) : null,
      times: {
        openedAt: call.createdAt.toISOString(),
        consentAt: call.consentAt?.toISOString() ?? null,
        connectedAt: call.connectedAt?.toISOString() ?? null,
        endedAt: now.toISOString(),
      },
      callSeconds: call.connectedAt ? Number(((now.getTime() - call.connectedAt.getTime()) / 1000).toFixed(2)) : null,
    };
    const outcome = transition(loaded.snapshot, {
      type: "submit",
      now,
      outcome: {
        status: passed,
        payload: { postpone: false },
        provider: { status: passed, result },
        ...(passed ? {} : { error: { code: "BIOPMSSE422", message: `videoconference: the agent judged the call failed: ${reason}` } }),
      },
    });
    if (recording) outcome.events.push({ type: "videoconference-recording-stored", stepId: step.id, stepName: step.name });
    await commitTransition(db, loaded, outcome, {
      device: context.device,
      now,
      issueNonce: false,
      files: recording ? [recording.file] : [],
      alsoWrite: [
        db.videoCall.update({
          where: { id: call.id },
          data: { openProcessId: null, endedAt: now, recordingFileId: recording?.file.id ?? null },
          select: { id: true },
        }),
        db.videoCallChunk.deleteMany({ where: { callId: call.id } }),
      ],
    });
    await runEffects(db, { accountId: loaded.accountId, processId, lang: loaded.lang }, outcome.effects);
    const target = { type: "process", id: processId };
    if (recording) {
      const details = {
        fileId: recording.file.id,
        bucket: recording.file.bucket,
        sha256: recording.file.sha256,
        durationSeconds: recording.durationSeconds,
      };
      await recordStaffAction(db, { actor: staff, action: "videoconference-recording-stored", target, details, request }, now);
    }
    await recordStaffAction(
      db,
      {
        actor: staff,
        action: "videoconference-completed",
        target,
        details: { passed, reason: personal(reason), outcome: outcome.outcome },
        request,
      },
      now,
    );
    return {
      outcome: outcome.outcome,
      status: outcome.next.status,
      negativeFinish: outcome.next.negativeFinish,
      recording: result.recording,
    };
  } catch (error) {
    return asDeskError(error);
  }
}
