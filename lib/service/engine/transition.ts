import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { CheckOutcome, RecordDraft } from "@/lib/service/contract/step-outcome";
import { TWO_SUBMISSION_TYPES } from "@/lib/steps/action-types";
import type { CodeState, Command, ProcessSnapshot, StepState, TransitionResult } from "./types";

export const MASKED_CODE = "******";

export function currentStep(snapshot: ProcessSnapshot): TFlowStep {
  const step = snapshot.flow.steps.find((s) => s.id === snapshot.currentStepId);
  if (!step) throw new ServiceError("BIOPMSSE006");
  return step;
}

/** A step's failed attempts and pending code; an own-key look-up, so no step id can name a prototype member. */
export function stepStateOf(snapshot: ProcessSnapshot, stepId: string): StepState {
  return (Object.hasOwn(snapshot.stepState, stepId) ? snapshot.stepState[stepId] : undefined) ?? { failures: 0 };
}

function withState(snapshot: ProcessSnapshot, stepId: string, state: StepState): ProcessSnapshot {
  return { ...snapshot, stepState: { ...snapshot.stepState, [stepId]: state } };
}

/** The record's `config`: the code state with the code masked, never in clear. */
export function codeConfig(code: CodeState | undefined): Record<string, unknown> {
  if (!code) return {};
  return {
    otpCode: MASKED_CODE,
    otpDate: code.otpDate,
    numberAttemptsCode: code.numberAttemptsCode,
    numberAttemptsSend: code.numberAttemptsSend,
    otpConfirmed: code.otpConfirmed,
  };
}

function record(step: TFlowStep, state: StepState, outcome: CheckOutcome, config: Record<string, unknown>): RecordDraft {
  return {
    stepId: step.id,
    action: step.action.type,
    status: outcome.status,
    payload: outcome.payload,
    info: { retry: state.failures },
    config,
    provider: outcome.provider,
    error: outcome.error ?? {},
  };
}

function pass(
  snapshot: ProcessSnapshot,
  step: TFlowStep,
  state: StepState,
  outcome: CheckOutcome,
  config: Record<string, unknown>,
): TransitionResult {
  const records = [record(step, state, outcome, config)];
  const history = [...snapshot.history, step.id];
  const submitted = { type: "payload-submitted", stepId: step.id, stepName: step.name } as const;
  const nextStep = snapshot.flow.steps.find((s) => s.id === step.next);
  if (!nextStep) {
    const next: ProcessSnapshot = { ...withState(snapshot, step.id, state), history, status: "finished", negativeFinish: false };
    return {
      next,
      outcome: "finished",
      records,
      events: [
        submitted,
        { type: "process-updated", stepId: step.id, stepName: step.name },
        { type: "status-updated", status: "finished" },
      ],
      effects: [{ type: "produce-evidence" }],
    };
  }
  return {
    next: { ...withState(snapshot, step.id, state), history, currentStepId: nextStep.id },
    outcome: "advanced",
    records,
    events: [submitted, { type: "process-updated", stepId: nextStep.id, stepName: nextStep.name }],
    effects: [],
  };
}

function fail(
  snapshot: ProcessSnapshot,
  step: TFlowStep,
  state: StepState,
  outcome: CheckOutcome,
  config: Record<string, unknown>,
): TransitionResult {
  const failure = outcome.error ?? { code: "BIOPMSSE422", message: "The submission failed its check" };
  const records = [record(step, state, { ...outcome, status: false, error: failure }, config)];
  const after: StepState = { ...state, failures: state.failures + 1 };
  const submitted = { type: "payload-submitted", stepId: step.id, stepName: step.name } as const;
  if (after.failures > step.settings.maxRetries) {
    return {
      next: { ...withState(snapshot, step.id, after), status: "finished", negativeFinish: true },
      outcome: "finished",
      records,
      events: [submitted, { type: "status-updated", status: "finished" }],
      effects: [{ type: "produce-evidence" }],
      failure,
    };
  }
  return { next: withState(snapshot, step.id, after), outcome: "failed", records, events: [submitted], effects: [], failure };
}

/**
 * The step engine: pure, no I/O. Given the process as loaded and a command, it says what the process
 * becomes, which step records and events to append, and which effects to run after commit.
 */
export function transition(snapshot: ProcessSnapshot, command: Command): TransitionResult {
  if (snapshot.status === "finished") throw new ServiceError("BIOPMSCE002");
  const step = currentStep(snapshot);
  const state = stepStateOf(snapshot, step.id);
  const isTwoSubmission = TWO_SUBMISSION_TYPES.includes(step.action.type);

  switch (command.type) {
    case "back": {
      if (step.settings.preventPrevious) throw new ServiceError("BIOPMSCE017");
      const previous = snapshot.history.at(-1);
      if (previous === undefined) throw new ServiceError("BIOPMSSE016");
      const target = snapshot.flow.steps.find((s) => s.id === previous);
      if (!target) throw new ServiceError("BIOPMSSE016");
      return {
        next: { ...snapshot, currentStepId: previous, history: snapshot.history.slice(0, -1) },
        outcome: "back",
        records: [],
        events: [{ type: "process-updated", stepId: target.id, stepName: target.name }],
        effects: [],
      };
    }
    case "submit": {
      if (isTwoSubmission)
        throw new ServiceError("BIOPMSSE400", `The ${step.action.type} step takes a code request or a code verification`);
      return command.outcome.status ? pass(snapshot, step, state, command.outcome, {}) : fail(snapshot, step, state, command.outcome, {});
    }
    case "request-code": {
      if (!isTwoSubmission) throw new ServiceError("BIOPMSSE400", `The ${step.action.type} step takes no code request`);
      const code: CodeState = {
        codeHash: command.codeHash,
        otpDate: command.now.toISOString(),
        expiresAt: new Date(command.now.getTime() + command.ttlMs).toISOString(),
        numberAttemptsSend: (state.code?.numberAttemptsSend ?? 0) + 1,
        numberAttemptsCode: state.code?.numberAttemptsCode ?? 0,
        otpConfirmed: false,
        request: command.payload,
      };
      const after: StepState = { ...state, code };
      return {
        next: withState(snapshot, step.id, after),
        outcome: "stayed",
        records: [record(step, state, { status: false, payload: command.payload, provider: {} }, codeConfig(code))],
        events: [{ type: "payload-submitted", stepId: step.id, stepName: step.name }],
        effects: [{ type: "send-code", recipient: command.recipient, code: command.code }],
      };
    }
    case "verify-code": {
      if (!isTwoSubmission) throw new ServiceError("BIOPMSSE400", `The ${step.action.type} step takes no code verification`);
      const pending = state.code;
      if (!pending || pending.otpConfirmed)
        throw new ServiceError("BIOPMSSE400", "otpCode: no code has been requested for this step; submit the request first");
      const payload = { ...pending.request, ...command.payload, otpCode: MASKED_CODE };
      const isExpired = command.now.getTime() > Date.parse(pending.expiresAt);
      const isRight = !isExpired && command.codeHash === pending.codeHash;
      if (isRight && command.onConfirmed.status) {
        const code: CodeState = { ...pending, otpConfirmed: true };
        return pass(snapshot, step, { ...state, code }, { ...command.onConfirmed, payload }, codeConfig(code));
      }
      const code: CodeState = { ...pending, numberAttemptsCode: pending.numberAttemptsCode + (isRight ? 0 : 1), otpConfirmed: isRight };
      const error = isRight
        ? command.onConfirmed.error
        : {
            code: "BIOPMSSE422",
            message: isExpired ? "otpCode: the code has expired; request a new one" : "otpCode: the code is not right",
            reason: isExpired ? "code-expired" : "code-wrong",
          };
      return fail(snapshot, step, { ...state, code }, { ...command.onConfirmed, payload, status: false, error }, codeConfig(code));
    }
  }
}

/** The step most recently completed on the executed path, for the step view's completedSteps. */
export function lastCompletedStep(snapshot: ProcessSnapshot): TFlowStep | undefined {
  const id = snapshot.history.at(-1);
  return id === undefined ? undefined : snapshot.flow.steps.find((s) => s.id === id);
}
