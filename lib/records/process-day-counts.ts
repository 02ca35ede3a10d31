import type { Db } from "@/lib/db/client";
import type { DailyCount } from "./types";

export type OverviewCounts = { days: DailyCount[]; waiting: { stepId: string; count: number }[] };

/**
 * The overview's counts from the rows the Process triggers keep (ProcessDayCount): each day's started, finished and
 * negatively finished processes (UTC days `days`), and the in-progress processes started since the first of them by
 * current step. A few hundred rows, however many processes there are.
 */
export async function processDayCounts(db: Db, days: string[]): Promise<OverviewCounts> {
  const [first] = days;
  if (!first) return { days: [], waiting: [] };
  const groups = await db.processDayCount.groupBy({
    by: ["day", "status", "negativeFinish", "currentStepId"],
    where: { day: { gte: first } },
    _sum: { count: true },
  });
  const byDay = new Map(days.map((day) => [day, { day, started: 0, finished: 0, negative: 0 }]));
  const waiting = new Map<string, number>();
  for (const group of groups) {
    const count = group._sum.count ?? 0;
    const daily = byDay.get(group.day);
    if (daily) {
      daily.started += count;
      if (group.status === "finished") daily.finished += count;
      if (group.status === "finished" && group.negativeFinish) daily.negative += count;
    }
    if (group.status === "in-progress") waiting.set(group.currentStepId, (waiting.get(group.currentStepId) ?? 0) + count);
  }
  return {
    days: [...byDay.values()],
    waiting: [...waiting].filter(([, count]) => count > 0).map(([stepId, count]) => ({ stepId, count })),
  };
}
