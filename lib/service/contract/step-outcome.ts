import type { ActionType } from "@/lib/steps/action-types";

export type ProviderOutcome = { status?: boolean; result?: Record<string, unknown> };
/** A failed check in the service's words, with `reason` naming it in one word where the check says (the record's readers use it). */
export type StepError = { code: string; message: string; reason?: string };

/** What an action's check concluded about one well-formed submission. */
export type CheckOutcome = {
  status: boolean;
  payload: Record<string, unknown>;
  provider: ProviderOutcome;
  error?: StepError;
};

/** A step record as the engine drafts it, before the service stores it (the same shape as a stored one). */
export type RecordDraft = {
  stepId: string;
  action: ActionType;
  status: boolean;
  payload: Record<string, unknown>;
  info: { retry: number };
  config: Record<string, unknown>;
  provider: ProviderOutcome;
  error: StepError | Record<string, never>;
};
