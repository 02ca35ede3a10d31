import type { Db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { recordCallEvents } from "@/lib/service/processes/videoconference";
import { getOpenCall } from "@/lib/video-calls/room/open-call";

/**
 * The applicant was told the call is recorded and agreed: the consent and the join are events of the step, and the
 * open call remembers the consent (the applicant's socket opens only after it). No open call: BIOPMCSE008.
 */
export async function consentAndJoinCall(db: Db, context: RequestContext, processId: string): Promise<void> {
  const call = await getOpenCall(db, processId);
  if (!call) throw new ServiceError("BIOPMCSE008", "The agent has not opened the call yet");
  const stamp = call.consentAt
    ? []
    : [db.videoCall.update({ where: { id: call.id }, data: { consentAt: context.now }, select: { id: true } })];
  await recordCallEvents({ db, context, processId, types: ["videoconference-consent", "videoconference-joined"], alsoWrite: stamp });
}
