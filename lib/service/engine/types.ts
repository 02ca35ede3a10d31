import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";
import type { CheckOutcome, RecordDraft, StepError } from "@/lib/service/contract/step-outcome";

export type ProcessStatus = "in-progress" | "finished";

/** The pending one-time code of a two-submission step; the code itself is only ever held hashed. */
export type CodeState = {
  codeHash: string;
  otpDate: string;
  expiresAt: string;
  numberAttemptsSend: number;
  numberAttemptsCode: number;
  otpConfirmed: boolean;
  request: Record<string, unknown>;
};

export type StepState = { failures: number; code?: CodeState };

export type ProcessSnapshot = {
  id: string;
  status: ProcessStatus;
  negativeFinish: boolean;
  flow: FlowSnapshot;
  currentStepId: string;
  history: string[];
  stepState: Record<string, StepState>;
};

export type Command =
  | { type: "submit"; outcome: CheckOutcome; now: Date }
  | { type: "request-code"; payload: Record<string, unknown>; codeHash: string; code: string; recipient: string; now: Date; ttlMs: number }
  | { type: "verify-code"; payload: Record<string, unknown>; codeHash: string; now: Date; onConfirmed: CheckOutcome }
  | { type: "back" };

export type EventDraft = {
  type:
    | "process-created"
    | "payload-submitted"
    | "process-updated"
    | "status-updated"
    | "videoconference-joined"
    | "biometric-consent-given"
    | CallEventType;
  stepId?: string;
  stepName?: string;
  status?: string;
};

export type Effect = { type: "send-code"; recipient: string; code: string } | { type: "produce-evidence" };

/** advanced/stayed answer a step view with a nonce; finished the finished view; failed a 422 after the record is kept. */
export type TransitionResult = {
  next: ProcessSnapshot;
  outcome: "advanced" | "stayed" | "finished" | "failed" | "back";
  records: RecordDraft[];
  events: EventDraft[];
  effects: Effect[];
  failure?: StepError;
};

/** What happens in a live video call besides the applicant's join (the spec's event), each naming who acted. */
export type CallEventType =
  | "videoconference-agent-joined"
  | "videoconference-consent"
  | "videoconference-connected"
  | "videoconference-capture"
  | "videoconference-recording-stored";
