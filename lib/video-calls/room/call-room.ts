import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Db } from "@/lib/db/client";
import type { ErrorText } from "@/lib/errors";
import { isServiceError } from "@/lib/service/contract/service-error";
import { currentStep } from "@/lib/service/engine/transition";
import { getProcessOrThrow } from "@/lib/service/processes/load-process";
import { canJoinVideoconference, recordCallEvents } from "@/lib/service/processes/videoconference";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { checklistOf } from "@/lib/steps/videoconference/checklist";
import { requireCallAgent } from "./call-agent";
import { asDeskError, type CallRequest, callContext } from "./call-context";
import { callHeldBy, getOpenCall, getOwnCallOrThrow } from "./open-call";
import { roomApplicant } from "./room-applicant";
import { roomCaptures } from "./room-captures";

/** Why a call cannot be opened: a dictionary text, or the service's own message. */
export type CallAvailability = { canJoin: boolean; reason?: ErrorText | string };

/** Whether the call can be opened now, and why not: the spec's canjoin, for the process page's button. */
export async function callAvailability(db: Db, processId: string): Promise<CallAvailability> {
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true } });
  if (!process) return { canJoin: false, reason: { key: "noSuchProcess" } };
  try {
    await canJoinVideoconference({ db, accountId: process.accountId, processId });
    return { canJoin: true };
  } catch (error) {
    if (isServiceError(error)) return { canJoin: false, reason: error.code === "BIOPMCSE008" ? { key: "notInCallStep" } : error.message };
    throw error;
  }
}

/**
 * Opens the call, or rejoins it: the agent takes the process's one open call (a second agent is told who holds it),
 * the agent's join is an event on the timeline and an entry of the staff audit log.
 */
export async function openVideoconference(db: Db, staff: Staff, processId: string, request: CallRequest, now = new Date()) {
  requireCallAgent(staff);
  const context = await callContext(db, processId, request, now);
  const loaded = await getProcessOrThrow(db, context.accountId, processId);
  await canJoinVideoconference({ db, accountId: context.accountId, processId }).catch(asDeskError);
  const held = await getOpenCall(db, processId);
  if (held && held.agentId !== staff.id) throw callHeldBy(held);
  const claim = held
    ? []
    : [
        db.videoCall.create({
          data: {
            id: crypto.randomUUID(),
            processId,
            stepId: currentStep(loaded.snapshot).id,
            openProcessId: processId,
            agentId: staff.id,
            agentName: staff.name,
            agentEmail: staff.email,
            createdAt: now,
          },
          select: { id: true },
        }),
      ];
  await recordCallEvents({ db, context, processId, types: ["videoconference-agent-joined"], alsoWrite: claim }).catch(
    async (error: unknown) => {
      // Two agents opened at once: the unique open call let one in.
      const winner = isServiceError(error) && error.code === "BIOPMSSE409" ? await getOpenCall(db, processId) : null;
      if (winner && winner.agentId !== staff.id) throw callHeldBy(winner);
      return asDeskError(error);
    },
  );
  await recordStaffAction(db, { actor: staff, action: "videoconference-joined", target: { type: "process", id: processId }, request }, now);
}

/** The media first flowed between the agent and the applicant: the call's duration counts from here. */
export async function markCallConnected(db: Db, staff: Staff, processId: string, request: CallRequest, now = new Date()) {
  requireCallAgent(staff);
  const call = await getOwnCallOrThrow(db, staff, processId);
  const context = await callContext(db, processId, request, now);
  const stamp = call.connectedAt ? [] : [db.videoCall.update({ where: { id: call.id }, data: { connectedAt: now }, select: { id: true } })];
  await recordCallEvents({ db, context, processId, types: ["videoconference-connected"], alsoWrite: stamp }).catch(asDeskError);
  await recordStaffAction(
    db,
    { actor: staff, action: "videoconference-connected", target: { type: "process", id: processId }, request },
    now,
  );
}

/**
 * The call room, read like the process page (a `record-viewed` audit entry first): where the applicant is now, the
 * step's checklist and who holds the call; to the agent who holds it, the applicant's data and images from the earlier
 * steps and the call's captures so far. Only a role that runs calls gets a room. Null: no such process.
 */
export async function loadCallRoom(db: Db, staff: Staff, processId: string, request: CallRequest) {
  requireCallAgent(staff);
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true, currentStepId: true, status: true } });
  if (!process) return null;
  await recordStaffAction(db, { actor: staff, action: "record-viewed", target: { type: "process", id: processId }, request });
  const [record, call, held] = await Promise.all([
    getProcessRecordOrThrow(db, process.accountId, processId),
    callAvailability(db, processId),
    getOpenCall(db, processId),
  ]);
  const step = record.flow.steps.find((s) => s.id === process.currentStepId);
  const isOwnCall = held?.agentId === staff.id;
  return {
    status: process.status,
    negativeFinish: record.negativeFinish,
    currentStepId: process.currentStepId,
    step: step ? { name: step.name, type: step.action.type } : null,
    checklist: checklistOf(step?.action.settings),
    heldBy: held && held.agentId !== staff.id ? callHeldBy(held).text : undefined,
    isOwnCall,
    applicant: isOwnCall ? roomApplicant(record.data) : null,
    captures: held && isOwnCall ? await roomCaptures(db, held.id) : [],
    recentEvents: record.events.slice(-8).reverse(),
    call,
  };
}
