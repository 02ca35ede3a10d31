import { finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { asObject, asText, errorDetails, hasError, rawResultOf } from "./record-json";
import type { RecordState, StepContext, StepReader } from "./step-reader";

/** Passed, failed (a recorded error), or only recorded (a request, a step with nothing to check). */
export function plainState(record: StepRecordView): RecordState {
  if (record.status) return "passed";
  return hasError(record) ? "failed" : "recorded";
}

/** A failed attempt the family has no better words for: the check failed; the service's words go in the details. */
export function failedCheck(record: StepRecordView, step: StepContext) {
  return finding("check-failed", {}, step, { details: errorDetails(record) });
}

/** A passed attempt that no analysis checked (the installation has no provider for it): never shown as a pass on a guess. */
export function notAnalysed(record: StepRecordView, step: StepContext) {
  return record.status && asText(rawResultOf(record).method) === "none" ? [finding("not-analysed", {}, step)] : [];
}

/** What a record of a type this version does not declare (or a step with nothing to check) tells: pass or fail. */
export const genericReader: StepReader = {
  stateOf: plainState,
  attemptFindings: (record, step) => (plainState(record) === "failed" ? [failedCheck(record, step)] : notAnalysed(record, step)),
  facts: () => ({}),
  evidenceLines: (record) => {
    const message = asObject(record.error).message;
    return typeof message === "string" ? [message] : [];
  },
};
