import type { ProcessRead } from "@/lib/service/context";
import { type FinishedView, finishedView, type StepView, stepView } from "@/lib/service/views/step-view";
import { type LoadedProcess, requestedProcess } from "./load-process";

export async function getCurrentStep({ db, caller, processId, preread }: ProcessRead): Promise<StepView | FinishedView> {
  return currentStepView(await requestedProcess(db, { accountId: caller.accountId, processId, preread }));
}

/** A loaded process's current step as the API shows it, or the finished notice. */
export function currentStepView(loaded: LoadedProcess): StepView | FinishedView {
  return loaded.snapshot.status === "finished" ? finishedView() : stepView(loaded.snapshot);
}
