import { type Finding, finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { failedCheck, notAnalysed } from "../common/generic-reader";
import { asObject, asText, errorDetails, errorReason, hasError } from "../common/record-json";
import type { RecordFacts, RecordLike, RecordState, StepContext, StepReader } from "../common/step-reader";

const REASONS = { "code-wrong": "wrong", "code-expired": "expired" } as const;

/** A request record sends a code: it is neither passed nor failed. */
function stateOf(record: StepRecordView): RecordState {
  if (record.status) return "passed";
  return hasError(record) ? "failed" : "code-sent";
}

function attemptFindings(record: StepRecordView, step: StepContext): Finding[] {
  if (stateOf(record) !== "failed") return notAnalysed(record, step);
  const reason = errorReason(record);
  if (reason && Object.hasOwn(REASONS, reason))
    return [finding("code-not-confirmed", { reason: REASONS[reason as keyof typeof REASONS] }, step, { details: errorDetails(record) })];
  // A right code whose signature then failed is the signing's failure, not the code's.
  if (record.config.otpConfirmed === true) return [failedCheck(record, step)];
  return [finding("code-not-confirmed", { reason: "unknown" }, step, { details: errorDetails(record) })];
}

function facts(record: RecordLike): RecordFacts {
  const phone = asObject(record.payload.phone ?? record.payload.phoneNumber);
  const country = asText(phone.country);
  const number = asText(phone.number);
  return country && number ? { phones: [{ country, number }] } : {};
}

function evidenceLines(record: StepRecordView): string[] {
  const state = stateOf(record);
  if (state === "code-sent") return ["Code sent"];
  return [state === "passed" ? "Code confirmed" : "Code not confirmed"];
}

/** otp and the signing steps as the rest of the app reads them. */
export const codeReader: StepReader = { stateOf, attemptFindings, facts, evidenceLines };
