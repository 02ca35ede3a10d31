import type { StepRecordView } from "@/lib/service/contract/record-view";
import { CheckFailedError, isServiceError } from "@/lib/service/contract/service-error";
import type { RecordDraft } from "@/lib/service/contract/step-outcome";
import { DEFAULT_FINDING_OPTIONS } from "@/lib/steps/common/step-reader";
import { readerOf } from "@/lib/steps/step-readers";
import { type CheckFailureReason, checkFailureReason } from "../steps/common/applicant/check-failure-reason";

/** Why an attempt failed, as its family's findings say it to the applicant. */
export function attemptReason(attempt: RecordDraft): CheckFailureReason | null {
  const record = { ...attempt, type: "step", triggerId: null, createdAt: "", deviceType: "" } as StepRecordView;
  const step = { stepId: attempt.stepId, stepName: attempt.stepId, settings: {}, options: DEFAULT_FINDING_OPTIONS };
  return checkFailureReason(readerOf(attempt.action).attemptFindings(record, step));
}

/**
 * A failed check as the applicant's page words it: the reason read from the attempt's findings (its family's, never
 * its message), or "unavailable" when the check itself could not run and nothing was recorded.
 */
export function withApplicantReason(error: unknown): unknown {
  if (error instanceof CheckFailedError) error.reason = attemptReason(error.attempt) ?? undefined;
  else if (isServiceError(error) && error.code === "BIOPMSSE422") error.reason = "unavailable";
  return error;
}
