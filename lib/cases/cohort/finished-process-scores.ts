import type { Db, Tx } from "@/lib/db/client";
import type { Writes } from "@/lib/events/channel";
import type { ProcessFinished } from "@/lib/service/process-finished";
import { processScores } from "@/lib/steps/record-scores";
import { processScoreWrites } from "./process-score-writes";

/** A finishing process's scores, written in the transaction that finishes it: the cohort never misses one. */
export async function finishedProcessScores(client: Db | Tx, event: ProcessFinished): Promise<Writes> {
  const scores = processScores(await event.record());
  return processScoreWrites(client, { processId: event.processId, accountId: event.accountId, finishedAt: event.now, scores });
}
