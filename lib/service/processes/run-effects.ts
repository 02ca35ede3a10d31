import type { Db } from "@/lib/db/client";
import { claimJob } from "@/lib/jobs/job-leases";
import { declaredJob } from "@/lib/jobs/job-registry";
import { wakeJobWorker } from "@/lib/jobs/job-worker";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { errorSummary, logger } from "@/lib/observability/logger";
import type { Effect } from "@/lib/service/engine/types";

/**
 * The request that finished the process runs the jobs its finish owed that run with their request (the evidence, the
 * review case's screening: whichever features declared them so), in the order they were owed; a failure is retried
 * by the job worker.
 */
async function runOwedJobsNow(db: Db, processId: string): Promise<void> {
  const owed = await db.job.findMany({
    where: { subjectId: processId, attempts: 0 },
    orderBy: { createdAt: "asc" },
    select: { id: true, kind: true },
  });
  for (const job of owed.filter((j) => declaredJob(j.kind)?.runsWithItsRequest)) {
    const lease = await claimJob(db, job.id, { isCommitter: true });
    if (lease && !(await runClaimedJob(db, lease))) wakeJobWorker();
  }
}

/**
 * Effects run after commit: a failure here never undoes the step, and is logged without its content. A code's SMS is
 * not one of them: it is queued in the step's own transaction (queue-code-messages.ts).
 */
export async function runEffects(db: Db, scope: { accountId: string; processId: string; lang: string }, effects: Effect[]): Promise<void> {
  for (const effect of effects) {
    if (effect.type === "send-code") continue;
    try {
      await runOwedJobsNow(db, scope.processId);
    } catch (error) {
      logger.error({ effect: effect.type, processId: scope.processId, ...errorSummary(error) }, "effect failed");
    }
  }
}
