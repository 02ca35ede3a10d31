import type { Db } from "@/lib/db/client";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { type DeskError, deskError } from "../../cases/errors";

export type OpenCall = {
  id: string;
  processId: string;
  stepId: string;
  agentId: string;
  agentName: string;
  agentEmail: string;
  createdAt: Date;
  consentAt: Date | null;
  connectedAt: Date | null;
};

const OPEN_CALL = {
  id: true,
  processId: true,
  stepId: true,
  agentId: true,
  agentName: true,
  agentEmail: true,
  createdAt: true,
  consentAt: true,
  connectedAt: true,
} as const;

/** The call that holds the process now (at most one: `openProcessId` is unique), or null. */
export async function getOpenCall(db: Db, processId: string): Promise<OpenCall | null> {
  return db.videoCall.findUnique({ where: { openProcessId: processId }, select: OPEN_CALL });
}

/** The refusal a second agent gets: who holds the call. */
export function callHeldBy(call: Pick<OpenCall, "agentName" | "agentEmail">): DeskError {
  return deskError("conflict", "callHeldBy", { agent: call.agentName || call.agentEmail });
}

/** The open call of the process when this agent holds it; a clear refusal when there is none or another agent holds it. */
export async function getOwnCallOrThrow(db: Db, staff: Staff, processId: string): Promise<OpenCall> {
  const call = await getOpenCall(db, processId);
  if (!call) throw deskError("conflict", "callNotOpen");
  if (call.agentId !== staff.id) throw callHeldBy(call);
  return call;
}
