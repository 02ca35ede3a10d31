import type { Db } from "./client";
import { queryRows, sql } from "./direct-sql";

/**
 * One metric's scores of an account's latest `window` finished processes but `processId`, newest first, from the
 * cohort's covering index alone and straight on the driver: at a million processes Prisma took 2 ms to hand over each
 * metric's 1,000 rows (a case page draws four), this read 0.5–0.8 ms (lib/cases/cohort/cohort-charts.ts).
 */
export async function latestScores(
  db: Db,
  { accountId, metric, processId, window }: { accountId: string; metric: string; processId: string; window: number },
): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`SELECT "score" FROM "ProcessScore" WHERE "accountId" = ${accountId} AND "metric" = ${metric} AND "processId" <> ${processId}
      ORDER BY "finishedAt" DESC LIMIT ${window}`,
  );
  return rows.map((row) => Number(row.score));
}
