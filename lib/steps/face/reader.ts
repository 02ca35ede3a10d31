import type { StepRecordView } from "@/lib/service/contract/record-view";
import { plainState } from "../common/generic-reader";
import { asText } from "../common/record-json";
import type { RecordFacts, RecordLike, StepReader } from "../common/step-reader";
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

/** The face steps as the rest of the app reads them. */
export const faceReader: StepReader = { stateOf: plainState, attemptFindings: faceAttemptFindings, facts, evidenceLines };
