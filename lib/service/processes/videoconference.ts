import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { currentStep } from "@/lib/service/engine/transition";
import type { EventDraft } from "@/lib/service/engine/types";
import type { KeepAnswer } from "@/lib/service/idempotency/kept-answers";
import { commitStepEvents, type ProcessChangeOptions } from "@/lib/service/processes/commit-transition";
import { getProcessOrThrow, type LoadedProcess } from "@/lib/service/processes/load-process";
import type { NonceView } from "@/lib/service/views/step-view";
import type { StagedFile } from "@/lib/steps/common/step-action";
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

/** Records the applicant's join as an event of the videoconference step (the spec's join). */
export async function joinVideoconference({
  db,
  context,
  processId,
  keepAnswer,
}: ProcessChangeOptions<{ success: true }>): Promise<{ success: true }> {
  await recordCallEvents({
    db,
    context,
    processId,
    types: ["videoconference-joined"],
    keepAnswer: keepAnswer && (() => keepAnswer({ success: true })),
  });
  return { success: true };
}

/**
 * Writes events of the live call on the process's timeline, with the caller's own writes in the same transaction;
 * refused with BIOPMCSE008 once the process is no longer at the call.
 */
export async function recordCallEvents({
  db,
  context,
  processId,
  types,
  files,
  alsoWrite,
  keepAnswer,
}: {
  db: Db;
  context: RequestContext;
  processId: string;
  types: EventDraft["type"][];
  files?: StagedFile[];
  alsoWrite?: Prisma.PrismaPromise<unknown>[];
  keepAnswer?: KeepAnswer<NonceView | undefined>;
}): Promise<void> {
  const loaded = await getVideoconferenceProcessOrThrow(db, context.accountId, processId);
  const step = currentStep(loaded.snapshot);
  await commitStepEvents(
    db,
    loaded,
    types.map((type) => ({ type, stepId: step.id, stepName: step.name })),
    { device: context.device, now: context.now, files, alsoWrite, keepAnswer },
  );
}
