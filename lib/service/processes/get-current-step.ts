import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { type FinishedView, finishedView, type StepView, stepView } from "@/lib/service/views/step-view";
import { getProcessOrThrow } from "./load-process";

export async function getCurrentStep({
  db,
  caller,
  processId,
}: {
  db: Db;
  caller: Caller;
  processId: string;
}): Promise<StepView | FinishedView> {
  const loaded = await getProcessOrThrow(db, caller.accountId, processId);
  return loaded.snapshot.status === "finished" ? finishedView() : stepView(loaded.snapshot);
}
