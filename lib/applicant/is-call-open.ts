import "server-only";
import type { Db } from "@/lib/db/client";
import { canJoinVideoconference } from "@/lib/service/videoconference/videoconference";
import type { ApplicantSession } from "./get-applicant-session";

/**
 * Whether a reviewer has opened the call of the process's current videoconference step; throws BIOPMCSE008 once
 * the process is no longer at one (the reviewer completed the call, or it finished).
 */
export async function isCallOpen(db: Db, session: ApplicantSession): Promise<boolean> {
  await canJoinVideoconference({ db, accountId: session.accountId, processId: session.processId });
  const process = await db.process.findUniqueOrThrow({ where: { id: session.processId }, select: { currentStepId: true } });
  // Opening the call records the reviewer's join on the step; the applicant is offered to join only after that.
  const joins = await db.processEvent.count({
    where: { processId: session.processId, type: "videoconference-joined", stepId: process.currentStepId },
  });
  return joins > 0;
}
