import type { Db } from "@/lib/db/client";
import { queryRows, sql } from "@/lib/db/direct-sql";
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
 * One metric's scores of the account's latest COHORT_WINDOW finished processes but `processId`, from the covering
 * index alone and straight from the driver: at a million processes Prisma took 2 ms to hand over each metric's 1,000
 * rows (four metrics on a case page).
 */
async function cohortScores(db: Db, accountId: string, metric: ScoreMetric, processId: string): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`SELECT "score" FROM "ProcessScore" WHERE "accountId" = ${accountId} AND "metric" = ${metric} AND "processId" <> ${processId}
      ORDER BY "finishedAt" DESC LIMIT ${COHORT_WINDOW}`,
  );
  return rows.map((row) => Number(row.score));
}

/**
 * Each score of the process beside the same score over its account's latest COHORT_WINDOW finished processes (itself
 * left out), from the scores table's cohort index (cohortScores): about half a millisecond a metric at a million processes.
 */
export async function cohortCharts(db: Db, staff: Staff, record: Pick<ProcessRecordView, "id" | "flow" | "data">): Promise<CohortChart[]> {
  if (!can(staff.role, "records:read")) throw new AppError("forbidden");
  const scores = processScores(record);
  if (scores.length === 0) return [];
  // A remote record has no row here: its cohort is empty, and the page says so.
  const owner = await db.process.findUnique({ where: { id: record.id }, select: { accountId: true } });
  return Promise.all(
    scores.map(async ({ metric, score, threshold }) => {
      const values = owner ? await cohortScores(db, owner.accountId, metric, record.id) : [];
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
