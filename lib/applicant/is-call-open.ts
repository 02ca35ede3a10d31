import "server-only";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { canJoinVideoconference } from "@/lib/service/processes/videoconference";
import { getOpenCall } from "@/lib/video-calls/room/open-call";
import type { ApplicantSession } from "./get-applicant-session";

/**
 * Whether an agent has opened the call of the process's current videoconference step (and the ICE servers to reach
 * them); throws BIOPMCSE008 once the process is no longer at one (the agent completed the call, or it finished).
 */
export async function isCallOpen(db: Db, session: ApplicantSession) {
  await canJoinVideoconference({ db, accountId: session.accountId, processId: session.processId });
  const call = await getOpenCall(db, session.processId);
  return { isOpen: call !== null, iceServers: call ? env().ICE_SERVERS : [] };
}
