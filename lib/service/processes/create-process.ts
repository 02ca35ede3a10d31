import type { Db } from "@/lib/db/client";
import { pickLanguage } from "@/lib/service/accounts/pick-language";
import type { RequestContext } from "@/lib/service/context";
import type { ProcessSnapshot } from "@/lib/service/engine/types";
import { ServiceError } from "@/lib/service/errors";
import { getActiveFlowOrThrow } from "@/lib/service/flows/get-active-flow";
import type { KeepAnswer } from "@/lib/service/idempotency/kept-answers";
import { searchKeyWrites } from "@/lib/service/search/search-key-writes";
import { processSearchKeys } from "@/lib/service/search/search-keys";
import { SERVICE_VERSION } from "@/lib/service/version";
import { type StepView, stepView } from "@/lib/service/views/step-view";

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
    reference && !isResubmission
      ? db.process.findFirst({ where: { accountId: context.accountId, reference, status: "finished" }, select: { id: true } })
      : null,
    db.account.findUniqueOrThrow({ where: { id: context.accountId }, select: { language: true, languages: true } }),
  ]);
  if (finished) throw new ServiceError("BIOPMSCE002", "A finished process already has this reference");
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
  await db.$transaction([
    db.process.create({
      data: {
        id: snapshot.id,
        accountId: context.accountId,
        flowId: flow.id,
        flowSnapshot: flow as object,
        currentStepId: first.id,
        history: [],
        stepState: {},
        status: "in-progress",
        lang: pickLanguage(acceptLanguage, account.language, account.languages as string[]),
        appId: context.appId,
        credentialId: context.credentialId,
        version: SERVICE_VERSION,
        appVersion: appVersion ?? "",
        reference: reference ?? null,
        eventCount: 1,
        createdAt: context.now,
        updatedAt: context.now,
      },
    }),
    db.processEvent.create({
      data: { id: crypto.randomUUID(), processId: snapshot.id, seq: 0, type: "process-created", ...context.device, createdAt: context.now },
    }),
    ...searchKeyWrites(db, snapshot.id, processSearchKeys({ id: snapshot.id, reference: reference ?? null }), context.now),
    ...(keepAnswer ? [keepAnswer(stepView(snapshot))] : []),
  ]);
  return stepView(snapshot);
}
