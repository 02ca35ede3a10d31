import type { Db } from "@/lib/db/client";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { processScores } from "@/lib/steps/record-scores";
import { processScoreWrites } from "./process-score-writes";

/** The scores of finished processes written from their stored records (their review case says when they finished). */
export async function indexProcessScores(db: Db, processIds: string[]): Promise<number> {
  const [processes, cases] = await Promise.all([
    db.process.findMany({ where: { id: { in: processIds }, status: "finished" }, select: { id: true, accountId: true, updatedAt: true } }),
    db.reviewCase.findMany({ where: { processId: { in: processIds } }, select: { processId: true, finishedAt: true } }),
  ]);
  const finishedAt = new Map(cases.map((c) => [c.processId, c.finishedAt]));
  let written = 0;
  const writes = [];
  for (const process of processes) {
    const loaded = await loadProcessRecord(db, { id: process.id });
    if (!loaded) continue;
    const scores = processScores(loaded.record);
    written += scores.length;
    writes.push(
      ...processScoreWrites(db, {
        processId: process.id,
        accountId: process.accountId,
        finishedAt: finishedAt.get(process.id) ?? process.updatedAt,
        scores,
      }),
    );
  }
  await db.$transaction(writes);
  return written;
}

/**
 * Every finished process's scores, in id order, a batch at a time: for processes that finished before this version
 * kept them (an upgrade) or were written outside the service (a restore, a seed). Safe to run again.
 */
export async function indexFinishedProcesses(
  db: Db,
  { batch = 200 }: { batch?: number } = {},
): Promise<{ processes: number; scores: number }> {
  let after = "";
  let processes = 0;
  let scores = 0;
  for (;;) {
    const ids = await db.process.findMany({
      where: { status: "finished", id: { gt: after } },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true },
    });
    if (ids.length === 0) return { processes, scores };
    scores += await indexProcessScores(
      db,
      ids.map((row) => row.id),
    );
    processes += ids.length;
    after = ids.at(-1)?.id ?? after;
  }
}
