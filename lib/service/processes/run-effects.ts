import type { Db } from "@/lib/db/client";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { wakeJobWorker } from "@/lib/jobs/job-worker";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { errorSummary, logger } from "@/lib/observability/logger";
import type { Effect } from "@/lib/service/engine/types";

/** The request that finished the process runs the jobs it owes at once (evidence, then the review case's screening); a failure is retried by the job worker. */
async function runOwedJobsNow(db: Db, processId: string): Promise<void> {
  for (const kind of ["evidence", "case-screening"] as const) {
    const lease = await claimJob(db, jobId(kind, processId), { isCommitter: true });
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
