import type { Db } from "@/lib/db/client";
import type { JobLease } from "@/lib/jobs/job-registry";
import { errorSummary, logger } from "@/lib/observability/logger";
import { LEASE_MS, releaseJob, renewLease } from "./job-leases";
import { declaredJob, declaredRecurringJob } from "./job-registry";
import { runRecurringJob } from "./recurring-jobs";

/** The work a lease's kind names: a declared job, or a recurring one (its run recorded and rescheduled). */
function workOf(lease: JobLease): (db: Db, lease: JobLease) => Promise<void> {
  const job = declaredJob(lease.kind);
  if (job) return job.run;
  const recurring = declaredRecurringJob(lease.kind);
  if (recurring) return (db) => runRecurringJob(db, lease, recurring);
  throw new Error(`no job of kind ${lease.kind} is registered in this process`);
}

/**
 * Runs a claimed job, renewing its lease meanwhile; the handler completes it in the transaction that records its
 * result. A failure gives the job back for a later retry and is logged without content; returns whether it was done.
 */
export async function runClaimedJob(db: Db, lease: JobLease): Promise<boolean> {
  const renewal = setInterval(() => void renewLease(db, lease).catch(() => undefined), LEASE_MS / 4);
  try {
    await workOf(lease)(db, lease);
    return true;
  } catch (error) {
    logger.error({ jobId: lease.id, attempt: lease.attempts, ...errorSummary(error) }, "job failed");
    await releaseJob(db, lease, error).catch(() => undefined);
    return false;
  } finally {
    clearInterval(renewal);
  }
}
