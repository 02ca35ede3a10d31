import type { FaceScore } from "./capture-face";

/**
 * A comparison in a word. `match`: at or above the threshold by at least the margin; `near-threshold`: above it by
 * less; `mismatch`: below it; `unsure`: a face was missing on one side, so there is no score to judge;
 * `not-compared`: the process holds nothing to compare with.
 */
export type FaceOutcome = "match" | "near-threshold" | "mismatch" | "unsure" | "not-compared";

/** Compared to the millionth, as the face step's findings are: 0.75 - 0.70 is not below a margin of 0.05. */
const millionths = (value: number) => Math.round(value * 1e6);

export function faceOutcome(face: FaceScore, threshold: number, margin: number): FaceOutcome {
  if (face.reason === "no-reference" || face.against === null) return "not-compared";
  if (face.score === null) return "unsure";
  if (millionths(face.score) < millionths(threshold)) return "mismatch";
  return millionths(face.score - threshold) < millionths(margin) ? "near-threshold" : "match";
}
