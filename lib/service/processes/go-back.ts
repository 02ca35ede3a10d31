import { transition } from "@/lib/service/engine/transition";
import { type StepView, stepView } from "@/lib/service/views/step-view";
import { commitTransition, type ProcessChangeOptions } from "./commit-transition";
import { requestedProcess, requireInProgress } from "./load-process";

/** Back to the previous step of the executed history; the record keeps everything (append-only). */
export async function goBack({ db, context, processId, preread, keepAnswer }: ProcessChangeOptions<StepView>): Promise<StepView> {
  const loaded = await requestedProcess(db, { accountId: context.accountId, processId, preread });
  requireInProgress(loaded);
  const result = transition(loaded.snapshot, { type: "back" });
  const nonce = await commitTransition(db, loaded, result, {
    device: context.device,
    now: context.now,
    issueNonce: true,
    keepAnswer: keepAnswer && ((issued) => keepAnswer(stepView(result.next, issued))),
  });
  return stepView(result.next, nonce);
}
