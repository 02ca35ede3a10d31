import type { ProcessRead } from "@/lib/service/context";
import { type FinishedView, finishedView, type StepView, stepView } from "@/lib/service/views/step-view";
import { getProcessOrThrow } from "./load-process";

export async function getCurrentStep({ db, caller, processId }: ProcessRead): Promise<StepView | FinishedView> {
  const loaded = await getProcessOrThrow(db, caller.accountId, processId);
  return loaded.snapshot.status === "finished" ? finishedView() : stepView(loaded.snapshot);
}
