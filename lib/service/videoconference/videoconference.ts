import type { Db } from "@/lib/db/client";
import { currentStep } from "@/lib/service/engine/transition";
import { ServiceError } from "@/lib/service/errors";
import { commitTransition, type ProcessChangeOptions } from "@/lib/service/processes/commit-transition";
import { getProcessOrThrow, type LoadedProcess } from "@/lib/service/processes/load-process";
import { isLiveCall } from "@/lib/steps/videoconference/action-types";

async function getVideoconferenceProcessOrThrow(db: Db, accountId: string, processId: string): Promise<LoadedProcess> {
  const loaded = await getProcessOrThrow(db, accountId, processId);
  if (loaded.snapshot.status === "finished" || !isLiveCall(currentStep(loaded.snapshot).action.type)) throw new ServiceError("BIOPMCSE008");
  return loaded;
}

export async function canJoinVideoconference({
  db,
  accountId,
  processId,
}: {
  db: Db;
  accountId: string;
  processId: string;
}): Promise<{ success: true }> {
  await getVideoconferenceProcessOrThrow(db, accountId, processId);
  return { success: true };
}

/** Records the join as an event of the videoconference step (what lets `postpone: false` pass). */
export async function joinVideoconference({
  db,
  context,
  processId,
  keepAnswer,
}: ProcessChangeOptions<{ success: true }>): Promise<{ success: true }> {
  const loaded = await getVideoconferenceProcessOrThrow(db, context.accountId, processId);
  const step = currentStep(loaded.snapshot);
  await commitTransition(
    db,
    loaded,
    {
      next: loaded.snapshot,
      outcome: "stayed",
      records: [],
      events: [{ type: "videoconference-joined", stepId: step.id, stepName: step.name }],
      effects: [],
    },
    { device: context.device, now: context.now, issueNonce: false, keepAnswer: keepAnswer && (() => keepAnswer({ success: true })) },
  );
  return { success: true };
}
