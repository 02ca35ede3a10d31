/** The scores a reviewer compares with the account's other processes: one number each, measured by a check. */
export const SCORE_METRICS = ["face-match", "liveness", "document-focus", "document-glare"] as const;
export type ScoreMetric = (typeof SCORE_METRICS)[number];

/** Which side of its threshold passes: a glare share passes under its limit, the others at or above theirs. */
export const PASSES_AT: Record<ScoreMetric, "or-above" | "or-below"> = {
  "face-match": "or-above",
  liveness: "or-above",
  "document-focus": "or-above",
  "document-glare": "or-below",
};

/** One score a record carries, with the threshold it was judged against (null when the check kept none). */
export type StepScore = { metric: ScoreMetric; score: number; threshold: number | null };
