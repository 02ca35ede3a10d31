import type { ProcessRead } from "@/lib/service/context";
import { type FinishedView, finishedView, type StepView, stepView } from "@/lib/service/views/step-view";
import { requestedProcess } from "./load-process";

export async function getCurrentStep({ db, caller, processId, preread }: ProcessRead): Promise<StepView | FinishedView> {
  const loaded = await requestedProcess(db, { accountId: caller.accountId, processId, preread });
  return loaded.snapshot.status === "finished" ? finishedView() : stepView(loaded.snapshot);
}
