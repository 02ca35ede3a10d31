import { finding } from "@/lib/findings/finding";
import { notAnalysed, plainState } from "../common/generic-reader";
import { errorDetails } from "../common/record-json";
import type { StepReader } from "../common/step-reader";

/** digital-key as the rest of the app reads it: a token verified, or not. */
export const digitalKeyReader: StepReader = {
  stateOf: plainState,
  attemptFindings: (record, step) =>
    record.status ? notAnalysed(record, step) : [finding("digital-key-failed", {}, step, { details: errorDetails(record) })],
  facts: () => ({}),
  evidenceLines: (record) => [record.status ? "Digital key verified" : "Digital key not verified"],
};
