import type { Db, Tx } from "@/lib/db/client";
import type { Writes } from "@/lib/events/channel";
import type { StepScore } from "@/lib/steps/common/step-scores";

export type ScoredProcess = { processId: string; accountId: string; finishedAt: Date; scores: StepScore[] };

/** The rows that make a process's scores its account's cohort, replacing any it had (a re-run of the same process). */
export function processScoreWrites(client: Db | Tx, { processId, accountId, finishedAt, scores }: ScoredProcess): Writes {
  const rows = scores.map(({ metric, score, threshold }) => ({ processId, metric, accountId, score, threshold, finishedAt }));
  return [
    client.processScore.deleteMany({ where: { processId } }),
    ...(rows.length ? [client.processScore.createMany({ data: rows })] : []),
  ];
}
