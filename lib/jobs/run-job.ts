import { recordFaceAttemptComparisons } from "@/lib/cases/duplicates/face-attempts";
import { screenCase } from "@/lib/cases/duplicates/screen-case";
import type { Db } from "@/lib/db/client";
import { errorSummary, logger } from "@/lib/observability/logger";
import { rescreenFinishedProcesses } from "@/lib/screening/rescreen-job";
import { sendQueuedMessage } from "@/lib/service/messaging/send-queued-message";
import { produceEvidence } from "@/lib/service/processes/produce-evidence";
import { indexProcessSearchKeys } from "@/lib/service/search/index-process-search-keys";
import { sealStoredTotpSecret } from "@/lib/staff-auth/second-factor/seal-totp-secret-job";
import { deliverWebhook } from "@/lib/webhooks/deliver-webhook";
import { type JobKind, type JobLease, LEASE_MS, releaseJob, renewLease } from "./job-leases";
import { runRecurringJob } from "./recurring-jobs";

const HANDLERS: Record<JobKind, (db: Db, lease: JobLease) => Promise<void>> = {
  evidence: produceEvidence,
  webhook: deliverWebhook,
  rescreen: rescreenFinishedProcesses,
  "case-screening": screenCase,
  "face-attempts": recordFaceAttemptComparisons,
  "search-keys": indexProcessSearchKeys,
  "totp-seal": sealStoredTotpSecret,
  sms: sendQueuedMessage,
  email: sendQueuedMessage,
  "orphan-sweep": (db, lease) => runRecurringJob(db, { ...lease, kind: "orphan-sweep" }),
  "expired-idempotency-keys": (db, lease) => runRecurringJob(db, { ...lease, kind: "expired-idempotency-keys" }),
  retention: (db, lease) => runRecurringJob(db, { ...lease, kind: "retention" }),
};

/**
 * Runs a claimed job, renewing its lease meanwhile; the handler completes it in the transaction that records its
 * result. A failure gives the job back for a later retry and is logged without content; returns whether it was done.
 */
export async function runClaimedJob(db: Db, lease: JobLease): Promise<boolean> {
  const renewal = setInterval(() => void renewLease(db, lease).catch(() => undefined), LEASE_MS / 4);
  try {
    await HANDLERS[lease.kind](db, lease);
    return true;
  } catch (error) {
    logger.error({ jobId: lease.id, attempt: lease.attempts, ...errorSummary(error) }, "job failed");
    await releaseJob(db, lease, error).catch(() => undefined);
    return false;
  } finally {
    clearInterval(renewal);
  }
}
