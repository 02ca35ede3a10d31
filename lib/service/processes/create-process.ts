import type { Db } from "@/lib/db/client";
import { pickLanguage } from "@/lib/service/accounts/pick-language";
import type { RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { ProcessSnapshot } from "@/lib/service/engine/types";
import { getActiveFlowOrThrow } from "@/lib/service/flows/get-active-flow";
import type { KeepAnswer } from "@/lib/service/idempotency/kept-answers";
import { asJson } from "@/lib/service/raw-values";
import { processSearchKeys } from "@/lib/service/search/search-keys";
import { SERVICE_VERSION } from "@/lib/service/version";
import { type StepView, stepView } from "@/lib/service/views/step-view";
import { commitStatements, insertEvents, insertSearchKeys } from "../hot-path/process-change";
import { accountLanguages, hasFinishedProcessWithReference, insertProcess } from "../hot-path/process-creation";

export type CreateProcessOptions = {
  db: Db;
  context: RequestContext;
  reference?: string;
  appVersion?: string;
  acceptLanguage?: string | null;
  /** A reviewer's request for resubmission starts a new process under the finished one's reference. */
  isResubmission?: boolean;
  /** A keyed request's answer, committed with the new process. */
  keepAnswer?: KeepAnswer<StepView>;
};

/** Starts a process at the first step of the account's active flow (flow snapshot taken now). */
export async function createProcess({
  db,
  context,
  reference,
  appVersion,
  acceptLanguage,
  isResubmission,
  keepAnswer,
}: CreateProcessOptions): Promise<StepView> {
  // Independent reads, at once: on PostgreSQL each takes its own pooled connection instead of waiting its turn.
  const [flow, finished, account] = await Promise.all([
    getActiveFlowOrThrow(db, context.accountId),
    reference && !isResubmission ? hasFinishedProcessWithReference(db, context.accountId, reference) : false,
    accountLanguages(db, context.accountId),
  ]);
  if (finished) throw new ServiceError("BIOPMSCE002", "A finished process already has this reference");
  if (!account) throw new ServiceError("BIOAMAGE001");
  const first = flow.steps[0];
  if (!first) throw new ServiceError("BIOFMFSE001");
  const snapshot: ProcessSnapshot = {
    id: crypto.randomUUID(),
    status: "in-progress",
    negativeFinish: false,
    flow,
    currentStepId: first.id,
    history: [],
    stepState: {},
  };
  await commitStatements(db, {
    statements: [
      insertProcess({
        id: snapshot.id,
        accountId: context.accountId,
        flow,
        firstStepId: first.id,
        lang: pickLanguage(acceptLanguage, account.language, asJson<string[]>(account.languages)),
        appId: context.appId,
        credentialId: context.credentialId,
        version: SERVICE_VERSION,
        appVersion: appVersion ?? "",
        reference: reference ?? null,
        now: context.now,
      }),
      ...insertEvents(snapshot.id, 0, [{ type: "process-created" }], context.device, context.now),
      ...insertSearchKeys(snapshot.id, processSearchKeys({ id: snapshot.id, reference: reference ?? null }), context.now, context.now),
    ],
    prismaWrites: keepAnswer ? [keepAnswer(stepView(snapshot))] : [],
  });
  return stepView(snapshot);
}
