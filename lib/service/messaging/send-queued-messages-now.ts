import type { Db } from "@/lib/db/client";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { wakeJobWorker } from "@/lib/jobs/job-worker";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { errorSummary, logger } from "@/lib/observability/logger";
import type { QueuedMessage } from "./queue-message";

/**
 * The request that queued messages makes their first attempt at once; a failed one is retried by the job worker, and
 * one not even attempted (the database failed here) waits for it: the message was committed, so it is not lost.
 */
export async function sendQueuedMessagesNow(db: Db, messages: QueuedMessage[]): Promise<void> {
  for (const message of messages) {
    if (!message.isQueued) continue;
    try {
      const lease = await claimJob(db, jobId(message.channel, message.outboxId), { isCommitter: true });
      if (lease && !(await runClaimedJob(db, lease))) wakeJobWorker();
    } catch (error) {
      logger.error({ outboxId: message.outboxId, ...errorSummary(error) }, "message left to the job worker");
      wakeJobWorker();
    }
  }
}
