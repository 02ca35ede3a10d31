import { type ActionFailure, type ActionResult, failureOf } from "@/lib/actions/action-state";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/observability/logger";

/** What an applicant's server action answers: plain data for the client, never a credential or a token. */
export type StepFailure = ActionFailure;
export type StepResult = ActionResult;
/** The waiting room's check: at the call step, whether a reviewer has opened the call yet. */
export type CallCheck = ActionResult<{
  isOpen: boolean;
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}>;

/** An error of the table becomes its code and message; anything else is a generic failure, logged by its name only. */
export function toStepFailure(error: unknown): StepFailure {
  if (error instanceof AppError) return failureOf(error);
  logger.error({ error: error instanceof Error ? error.name : "unknown" }, "applicant action failed");
  return { ok: false, code: "BIOPMSSE500", message: "", fieldErrors: {} };
}
