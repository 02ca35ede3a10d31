import type { Db } from "@/lib/db/client";
import { latestScores } from "@/lib/db/process-score-sql";
import { AppError } from "@/lib/errors";
import { can } from "@/lib/security/roles";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { PASSES_AT, type ScoreMetric } from "@/lib/steps/common/step-scores";
import { processScores } from "@/lib/steps/record-scores";
import { type ScoreHistogram, scoreHistogram } from "./score-histogram";

/** A process is compared with at most this many of its account's processes, the most recently finished. */
export const COHORT_WINDOW = 1000;
/** Fewer scores than this make a histogram that says more than its evidence: the page says how many there are instead. */
export const MIN_COHORT = 20;

export type CohortChart = {
  metric: ScoreMetric;
  score: number;
  threshold: number | null;
  passesAt: (typeof PASSES_AT)[ScoreMetric];
  /** How many other processes of the account have the score (at most COHORT_WINDOW). */
  cohort: number;
  /** Null when the cohort is smaller than MIN_COHORT. */
  histogram: ScoreHistogram | null;
};

/**
 * Each score of the process beside the same score over its account's latest COHORT_WINDOW finished processes (itself
 * left out), from the scores table's cohort index (latestScores): about half a millisecond a metric at a million processes.
 */
export async function cohortCharts(db: Db, staff: Staff, record: Pick<ProcessRecordView, "id" | "flow" | "data">): Promise<CohortChart[]> {
  if (!can(staff.role, "records:read")) throw new AppError("forbidden");
  const scores = processScores(record);
  if (scores.length === 0) return [];
  // A remote record has no row here: its cohort is empty, and the page says so.
  const owner = await db.process.findUnique({ where: { id: record.id }, select: { accountId: true } });
  return Promise.all(
    scores.map(async ({ metric, score, threshold }) => {
      const values = owner
        ? await latestScores(db, { accountId: owner.accountId, metric, processId: record.id, window: COHORT_WINDOW })
        : [];
      const marks = threshold === null ? [score] : [score, threshold];
      return {
        metric,
        score,
        threshold,
        passesAt: PASSES_AT[metric],
        cohort: values.length,
        histogram: values.length >= MIN_COHORT ? scoreHistogram(values, { marks, at: score }) : null,
      };
    }),
  );
}
