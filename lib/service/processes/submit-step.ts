import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { stepSubmissions } from "@/lib/observability/metrics";
import { generateCode, hashCode, sha256Hex } from "@/lib/security/secrets";
import type { RequestContext } from "@/lib/service/context";
import { CheckFailedError, ServiceError } from "@/lib/service/contract/service-error";
import type { CheckOutcome, RecordDraft } from "@/lib/service/contract/step-outcome";
import { currentStep, lastCompletedStep, stepStateOf, transition } from "@/lib/service/engine/transition";
import type { Command } from "@/lib/service/engine/types";
import { readEarlierRecords, readProcessFile } from "@/lib/service/files/process-files";
import { sendQueuedMessagesNow } from "@/lib/service/messaging/send-queued-messages-now";
import { parseBody } from "@/lib/service/parse-body";
import { fileUrl } from "@/lib/service/views/file-url";
import { type FinishedView, finishedView, type NonceView, type StepView, stepView } from "@/lib/service/views/step-view";
import { requireSameFile } from "@/lib/steps/code/signing";
import type { ActionContext, StagedFile } from "@/lib/steps/common/step-action";
import { fitsStep, isMeantForStep } from "@/lib/steps/common/step-shape";
import type { PhotoCapture } from "@/lib/steps/face/action-types";
import { actionFor } from "@/lib/steps/registry";
import { commitTransition, type ProcessChangeOptions } from "./commit-transition";
import { type LoadedProcess, requestedProcess, requireInProgress } from "./load-process";
import { queueCodeMessages } from "./queue-code-messages";
import { runEffects } from "./run-effects";

/**
 * stepId: the step the client means to submit (optional header svc-step); another current step → 409.
 * keepAnswer: a keyed request's answer, committed with the submission (a failed check's 422 included).
 */
export type SubmitStepOptions = ProcessChangeOptions<StepView | FinishedView | ServiceError> & {
  context: RequestContext & { stepId?: string; capture?: PhotoCapture };
  body: unknown;
};

function actionContext(db: Db, loaded: LoadedProcess, context: SubmitStepOptions["context"], staged: StagedFile[]): ActionContext {
  return {
    capture: context.capture,
    step: currentStep(loaded.snapshot),
    accountId: loaded.accountId,
    processId: loaded.id,
    now: context.now,
    stage(bucket, bytes, contentType) {
      const id = crypto.randomUUID();
      const file = { id, bucket, contentType, bytes, sha256: sha256Hex(bytes), url: fileUrl(bucket, id) };
      staged.push(file);
      return file;
    },
    async isCallOpen() {
      return (await db.videoCall.count({ where: { openProcessId: loaded.id } })) > 0;
    },
    async hasAttachment(fileId) {
      return (await db.storedFile.count({ where: { id: fileId, accountId: loaded.accountId, bucket: "attachments" } })) > 0;
    },
    earlierRecords: () => readEarlierRecords(db, loaded.id, loaded.snapshot.history),
    readFile: (reference) => readProcessFile(db, { accountId: loaded.accountId, processId: loaded.id, staged }, reference),
  };
}

async function buildCommand(
  db: Db,
  loaded: LoadedProcess,
  context: SubmitStepOptions["context"],
  body: unknown,
  staged: StagedFile[],
): Promise<Command> {
  const step = currentStep(loaded.snapshot);
  const action = actionFor(step.action.type);
  const actionCtx = actionContext(db, loaded, context, staged);
  if (action.kind === "single") {
    const payload = parseBody(action.schema, body);
    return { type: "submit", outcome: await action.check(payload, actionCtx), now: context.now };
  }
  const isVerification = typeof body === "object" && body !== null && "otpCode" in body;
  if (!isVerification) {
    const request = await action.prepareRequest(parseBody(action.request, body), actionCtx);
    const code = generateCode();
    return {
      type: "request-code",
      payload: request.payload,
      code,
      codeHash: hashCode(code, loaded.id, step.id),
      recipient: request.recipient,
      now: context.now,
      ttlMs: env().OTP_TTL_SECONDS * 1000,
    };
  }
  const payload = parseBody(action.verify, body) as { otpCode: string; fileId?: string };
  const pending = stepStateOf(loaded.snapshot, step.id).code;
  if (payload.fileId !== undefined) requireSameFile(pending?.request.fileId, payload.fileId);
  const codeHash = hashCode(payload.otpCode, loaded.id, step.id);
  const isRight = pending !== undefined && pending.codeHash === codeHash && Date.parse(pending.expiresAt) >= context.now.getTime();
  // The provider (e.g. a signature) is only asked once the code is right.
  const onConfirmed: CheckOutcome = isRight ? await action.confirm(payload, actionCtx) : { status: true, payload: {}, provider: {} };
  const { otpCode: _code, ...rest } = payload;
  return {
    type: "verify-code",
    payload: rest,
    codeHash,
    now: context.now,
    onConfirmed: { ...onConfirmed, payload: { ...onConfirmed.payload, ...rest } },
  };
}

/**
 * True when the body is not for the current step at all (it names a field the step does not take) but is a
 * well-formed submission of the step the process just left: a client that lost a race, not a mistake here.
 */
function isForPreviousStep(loaded: LoadedProcess, body: unknown): boolean {
  const previous = lastCompletedStep(loaded.snapshot);
  if (!previous || previous.id === loaded.snapshot.currentStepId) return false;
  return !isMeantForStep(currentStep(loaded.snapshot), body) && fitsStep(previous, body);
}

/**
 * Submits the current step: body shape (400) → the action's check → engine → one transaction (with a code's queued
 * SMS) → the SMS's first attempt and the effects.
 * A failed check is kept (record + event) and then answered 422, unless it ends the process.
 */
export async function submitStep({
  db,
  context,
  processId,
  preread,
  body,
  keepAnswer,
}: SubmitStepOptions): Promise<StepView | FinishedView> {
  const loaded = await requestedProcess(db, { accountId: context.accountId, processId, preread });
  requireInProgress(loaded);
  const currentStepId = loaded.snapshot.currentStepId;
  if (context.stepId !== undefined && context.stepId !== currentStepId) throw new ServiceError("BIOPMSSE409");
  const staged: StagedFile[] = [];
  const actionType = currentStep(loaded.snapshot).action.type;
  const command = await buildCommand(db, loaded, context, body, staged).catch((error: unknown) => {
    const refusal =
      error instanceof ServiceError && error.code === "BIOPMSSE400" && context.stepId === undefined && isForPreviousStep(loaded, body)
        ? new ServiceError(
            "BIOPMSSE409",
            `The process moved on from that step; it is now at ${currentStepId}: read the current step and retry`,
          )
        : error;
    stepSubmissions.inc({ action_type: actionType, outcome: refusal instanceof ServiceError ? refusal.code : "error" });
    throw refusal;
  });
  const result = transition(loaded.snapshot, command);
  const issueNonce = result.outcome === "advanced" || result.outcome === "stayed";
  const answerOf = (nonce?: NonceView): StepView | FinishedView | ServiceError => {
    if (result.outcome === "failed") return new CheckFailedError(result.failure?.message, result.records[0] as RecordDraft);
    return result.next.status === "finished" ? finishedView() : stepView(result.next, nonce);
  };
  const codeMessages = queueCodeMessages(loaded, result.effects, context.now);
  const nonce = await commitTransition(db, loaded, result, {
    device: context.device,
    now: context.now,
    files: staged,
    issueNonce,
    keepAnswer: keepAnswer && ((issued) => keepAnswer(answerOf(issued))),
    alsoStatements: codeMessages.statements,
  });
  stepSubmissions.inc({ action_type: actionType, outcome: result.outcome });
  logger.debug({ processId: loaded.id, stepId: currentStepId, actionType, outcome: result.outcome }, "step submitted");
  // The code's first attempt; whatever the gateway does, the request was accepted (docs/api.md: when a code cannot be sent).
  await sendQueuedMessagesNow(db, codeMessages.messages);
  await runEffects(db, { accountId: loaded.accountId, processId: loaded.id, lang: loaded.lang }, result.effects);
  const answer = answerOf(nonce);
  if (answer instanceof ServiceError) throw answer;
  return answer;
}
