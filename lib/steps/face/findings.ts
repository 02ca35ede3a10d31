import { type Finding, finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { failedCheck, notAnalysed } from "../common/generic-reader";
import { errorDetails, errorReason } from "../common/record-json";
import type { StepContext } from "../common/step-reader";
import { faceTraitsOf } from "./action-types";
import { faceResultOf, type TFaceResult } from "./result";

function matchFindings(record: StepRecordView, result: TFaceResult, step: StepContext): Finding[] {
  const details = errorDetails(record);
  const score = result.score ?? null;
  const threshold = result.threshold ?? null;
  if (!record.status) {
    // Older records say "no face" only by a score of 0 without a threshold.
    if (errorReason(record) === "no-face" || (score === 0 && threshold === null)) return [finding("no-face", {}, step, { details })];
    if (score !== null && threshold !== null && score < threshold)
      return [finding("face-mismatch", { score, threshold }, step, { details })];
    return [failedCheck(record, step)];
  }
  const { faceMargin: margin } = step.options;
  // A margin rule fires only near its threshold: a pass by less than the margin (to the millionth: 0.85 - 0.8 is not
  // below 0.05), never a score far away.
  if (score !== null && threshold !== null && score >= threshold && Math.round((score - threshold) * 1e6) < Math.round(margin * 1e6))
    return [finding("face-near-threshold", { score, threshold, margin }, step)];
  return notAnalysed(record, step);
}

function livenessFindings(record: StepRecordView, result: TFaceResult, step: StepContext): Finding[] {
  const details = errorDetails(record);
  if (errorReason(record) === "no-face" || (!record.status && result.scores === null)) return [finding("no-face", {}, step, { details })];
  // A flow may let a low indicative score pass the step: it is still no evidence of liveness.
  if (result.livenessStatus === 0 || !record.status) return [finding("liveness-failed", {}, step, { details })];
  return notAnalysed(record, step);
}

export function faceAttemptFindings(record: StepRecordView, step: StepContext): Finding[] {
  const result = faceResultOf(record);
  if (!result) return [finding("result-unreadable", {}, step, { details: errorDetails(record) })];
  const check = faceTraitsOf(record.action)?.check;
  if (check === "liveness") return livenessFindings(record, result, step);
  if (check === "enroll")
    return record.status ? notAnalysed(record, step) : [finding("no-face", {}, step, { details: errorDetails(record) })];
  return matchFindings(record, result, step);
}
