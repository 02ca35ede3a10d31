import type { StepRecordView } from "@/lib/service/contract/record-view";
import { plainState } from "../common/generic-reader";
import { asText } from "../common/record-json";
import type { RecordFacts, RecordLike, StepReader } from "../common/step-reader";
import type { StepScore } from "../common/step-scores";
import { faceTraitsOf } from "./action-types";
import { faceAttemptFindings } from "./findings";
import { faceResultOf } from "./result";

function facts(record: RecordLike): RecordFacts {
  const photo = faceTraitsOf(record.action)?.check === "compare" ? undefined : asText(record.payload.photo);
  const template = asText(faceResultOf(record)?.templateUrl);
  return {
    images: { ...(photo ? { selfie: photo } : {}), ...(template ? { "face-template": template } : {}) },
    ...(photo ? { face: photo } : {}),
  };
}

function evidenceLines(record: StepRecordView): string[] {
  const result = faceResultOf(record);
  if (!result) return [];
  if (typeof result.score === "number")
    return [
      `Face match score ${result.score.toFixed(2)}${typeof result.threshold === "number" ? `, threshold ${result.threshold.toFixed(2)}` : ""}`,
    ];
  if (result.livenessStatus !== undefined && result.livenessStatus !== null)
    return [`Liveness (indicative): ${result.livenessStatus === 1 ? "passed" : "below the threshold"}`];
  return [];
}

/** A compare's or verify's match score; liveness as the lower of its two model scores (both must reach the threshold). */
function scores(record: StepRecordView): StepScore[] {
  const result = faceResultOf(record);
  const check = faceTraitsOf(record.action)?.check;
  if (!result) return [];
  const threshold = typeof result.threshold === "number" ? result.threshold : null;
  if ((check === "compare" || check === "verify") && typeof result.score === "number")
    return [{ metric: "face-match", score: result.score, threshold }];
  if (check === "liveness" && result.scores)
    return [{ metric: "liveness", score: Math.min(result.scores.real, result.scores.live), threshold }];
  return [];
}

/** The face steps as the rest of the app reads them. */
export const faceReader: StepReader = { stateOf: plainState, attemptFindings: faceAttemptFindings, facts, evidenceLines, scores };
