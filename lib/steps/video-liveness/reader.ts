import { z } from "zod";
import { type Finding, finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { notAnalysed, plainState } from "../common/generic-reader";
import { errorDetails, parseResult } from "../common/record-json";
import type { StepContext, StepReader } from "../common/step-reader";

/** video-liveness's result: the checks that did not hold, the score, the frames kept. */
const ZVideoLivenessResult = z.looseObject({
  score: z.number().nullish().catch(undefined),
  failedChecks: z.array(z.string()).default([]).catch([]),
  frames: z.array(z.string()).default([]).catch([]),
});

function attemptFindings(record: StepRecordView, step: StepContext): Finding[] {
  const result = parseResult(ZVideoLivenessResult, record);
  if (!result) return [finding("result-unreadable", {}, step, { details: errorDetails(record) })];
  if (!record.status || result.failedChecks.length > 0)
    return [finding("video-liveness-failed", { checks: result.failedChecks }, step, { details: errorDetails(record) })];
  return notAnalysed(record, step);
}

function evidenceLines(record: StepRecordView): string[] {
  const result = parseResult(ZVideoLivenessResult, record);
  return typeof result?.score === "number" ? [`Video liveness score ${result.score.toFixed(2)} (indicative)`] : [];
}

/** video-liveness as the rest of the app reads it. */
export const videoLivenessReader: StepReader = {
  stateOf: plainState,
  attemptFindings,
  facts: (record) => {
    const frame = parseResult(ZVideoLivenessResult, record)?.frames[0];
    return frame ? { face: frame } : {};
  },
  evidenceLines,
};
