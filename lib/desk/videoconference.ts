import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { can } from "@/lib/auth/roles";
import type { Staff } from "@/lib/auth/staff-session";
import type { Db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/service/context";
import { deviceFromUserAgent } from "@/lib/service/device";
import { currentStep, transition } from "@/lib/service/engine/transition";
import { isServiceError, ServiceError } from "@/lib/service/errors";
import { commitTransition } from "@/lib/service/processes/commit-transition";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";
import { runEffects } from "@/lib/service/processes/run-effects";
import { canJoinVideoconference, joinVideoconference } from "@/lib/service/videoconference/videoconference";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import { isLiveCall } from "@/lib/steps/videoconference/action-types";
import { DeskError } from "./errors";

type Request = { ip: string | null; userAgent: string | null };

export const ZCallOutcome = z.object({
  processId: z.string().min(1),
  passed: z.boolean(),
  note: z.string().trim().max(2000, "The note has at most 2000 characters.").default(""),
});

const NOT_IN_CALL_STEP =
  "The process is not at its video conference step (BIOPMCSE008): the applicant has not reached it, has moved past it, or the process is finished.";

function requireActor(staff: Staff) {
  if (!can(staff.role, "records:act")) throw new DeskError("forbidden", "Your role cannot run video calls.");
}

/** The reviewer acts as the process's own application, from their own browser. */
async function contextFor(db: Db, processId: string, request: Request, now: Date): Promise<RequestContext> {
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true, appId: true, credentialId: true } });
  if (!process) throw new DeskError("not-found", "No such process.");
  return { ...process, device: deviceFromUserAgent(request.userAgent), now };
}

function asDeskError(error: unknown): never {
  if (isServiceError(error) && error.code === "BIOPMCSE008") throw new DeskError("conflict", NOT_IN_CALL_STEP);
  if (isServiceError(error) && error.code === "BIOPMSCE002") throw new DeskError("conflict", "The process is finished (BIOPMSCE002).");
  throw error;
}

/** Whether the call can be opened now, and why not: the spec's canjoin, for the process page's button. */
export async function callAvailability(db: Db, processId: string): Promise<{ canJoin: boolean; reason?: string }> {
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true } });
  if (!process) return { canJoin: false, reason: "No such process." };
  try {
    await canJoinVideoconference({ db, accountId: process.accountId, processId });
    return { canJoin: true };
  } catch (error) {
    if (isServiceError(error)) return { canJoin: false, reason: error.code === "BIOPMCSE008" ? NOT_IN_CALL_STEP : error.message };
    throw error;
  }
}

/** Opens the call: canjoin, then join (an event on the process's timeline), then the staff audit entry. */
export async function openVideoconference(db: Db, staff: Staff, processId: string, request: Request, now = new Date()) {
  requireActor(staff);
  const context = await contextFor(db, processId, request, now);
  await canJoinVideoconference({ db, accountId: context.accountId, processId }).catch(asDeskError);
  await joinVideoconference({ db, context, processId }).catch(asDeskError);
  await recordStaffAction(db, { actor: staff, action: "videoconference-joined", target: { type: "process", id: processId }, request }, now);
}

/**
 * The reviewer's verdict on the call completes the step through the engine: passed advances the process,
 * failed is a failed attempt (retries, and past maxRetries a negative finish), exactly as a submission.
 */
export async function completeVideoconference(
  db: Db,
  staff: Staff,
  input: z.input<typeof ZCallOutcome>,
  request: Request,
  now = new Date(),
) {
  requireActor(staff);
  const parsed = ZCallOutcome.safeParse(input);
  if (!parsed.success) throw new DeskError("invalid", parsed.error.issues[0]?.message ?? "Invalid outcome.");
  const { processId, passed, note } = parsed.data;
  const context = await contextFor(db, processId, request, now);
  try {
    const loaded = await getProcessOrThrow(db, context.accountId, processId);
    requireInProgress(loaded);
    if (!isLiveCall(currentStep(loaded.snapshot).action.type)) throw new ServiceError("BIOPMCSE008");
    const result = transition(loaded.snapshot, {
      type: "submit",
      now,
      outcome: {
        status: passed,
        payload: { postpone: false },
        provider: { status: passed, result: { method: "reviewer", reviewer: staff.email, note } },
        ...(passed ? {} : { error: { code: "BIOPMSSE422", message: "videoconference: the reviewer judged the call failed" } }),
      },
    });
    await commitTransition(db, loaded, result, { device: context.device, now, issueNonce: false });
    await runEffects(db, { accountId: loaded.accountId, processId, lang: loaded.lang }, result.effects);
    await recordStaffAction(
      db,
      {
        actor: staff,
        action: "videoconference-completed",
        target: { type: "process", id: processId },
        details: { passed, outcome: result.outcome },
        request,
      },
      now,
    );
    return { outcome: result.outcome, status: result.next.status, negativeFinish: result.next.negativeFinish };
  } catch (error) {
    return asDeskError(error);
  }
}

/** The call room: where the applicant is now (step, recent events) and whether the call can be completed. Null: no such process. */
export async function loadCallRoom(db: Db, processId: string) {
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true, currentStepId: true, status: true } });
  if (!process) return null;
  const [record, call] = await Promise.all([getProcessRecordOrThrow(db, process.accountId, processId), callAvailability(db, processId)]);
  const step = record.flow.steps.find((s) => s.id === process.currentStepId);
  return {
    status: process.status,
    negativeFinish: record.negativeFinish,
    currentStepId: process.currentStepId,
    step: step ? { name: step.name, type: step.action.type } : null,
    recentEvents: record.events.slice(-8).reverse(),
    call,
  };
}
