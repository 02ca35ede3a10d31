import type { Db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/service/context";
import { transition } from "@/lib/service/engine/transition";
import { type StepView, stepView } from "@/lib/service/views/step-view";
import { commitTransition } from "./commit-transition";
import { getProcessOrThrow, requireInProgress } from "./load-process";

/** Back to the previous step of the executed history; the record keeps everything (append-only). */
export async function goBack({ db, context, processId }: { db: Db; context: RequestContext; processId: string }): Promise<StepView> {
  const loaded = await getProcessOrThrow(db, context.accountId, processId);
  requireInProgress(loaded);
  const result = transition(loaded.snapshot, { type: "back" });
  const nonce = await commitTransition(db, loaded, result, { device: context.device, now: context.now, issueNonce: true });
  return stepView(result.next, nonce);
}
