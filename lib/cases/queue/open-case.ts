import type { Db, Tx } from "@/lib/db/client";
import { owedJob } from "@/lib/jobs/job-leases";
import { dueAtFrom, slaPolicyFor } from "./sla";

export type FinishingProcess = { id: string; accountId: string; flowId: string; negativeFinish: boolean };

/**
 * The writes that put a finishing process into the review queue, for the transaction that finishes it: its case, due
 * by the SLA policy in force, and the jobs too slow to run inside it: the screening (duplicates, then risk) and the
 * comparison of the faces of consecutive attempts (left to the job worker: the finishing request does not wait for it).
 * Another source of cases (e.g. a screening alert on a decided process) would reopen the case the same way.
 */
export async function reviewCaseOpening(db: Db | Tx, process: FinishingProcess, now: Date) {
  const rule = await slaPolicyFor(db, process);
  return [
    db.reviewCase.upsert({
      where: { processId: process.id },
      create: {
        processId: process.id,
        accountId: process.accountId,
        flowId: process.flowId,
        negativeFinish: process.negativeFinish,
        finishedAt: now,
        dueAt: dueAtFrom(now, rule),
      },
      update: {
        finishedAt: now,
        dueAt: dueAtFrom(now, rule),
        decisionState: "undecided",
        pendingById: null,
        negativeFinish: process.negativeFinish,
      },
      select: { processId: true },
    }),
    ...(["case-screening", "face-attempts"] as const).map((kind) =>
      db.job.upsert({
        where: { id: owedJob(kind, process.id, now).id },
        create: owedJob(kind, process.id, now),
        update: {},
        select: { id: true },
      }),
    ),
  ];
}
