import { env } from "@/lib/env";
import type { JobDeclaration, RecurringJobDeclaration } from "@/lib/jobs/job-registry";
import { sweepOrphanFiles } from "@/lib/service/files/sweep-orphan-files";
import { sweepExpiredKeys } from "@/lib/service/idempotency/kept-answers";
import { sendQueuedMessage } from "@/lib/service/messaging/send-queued-message";
import { produceEvidence } from "@/lib/service/processes/produce-evidence";
import { indexProcessSearchKeys } from "@/lib/service/search/index-process-search-keys";
import { fileStorage } from "@/lib/storage/file-storage";

const MINUTE = 60_000;

/** The process service's own background work: a finished process's evidence, search keys, the applicant's messages. */
export const SERVICE_JOBS: JobDeclaration[] = [
  { kind: "evidence", run: produceEvidence, maxBackoffMs: 10 * MINUTE, runsWithItsRequest: true },
  { kind: "search-keys", run: indexProcessSearchKeys, maxBackoffMs: 10 * MINUTE },
  // A one-time code lives minutes: its SMS is tried at least every minute until it expires; a link's e-mail lives days.
  { kind: "sms", run: sendQueuedMessage, maxBackoffMs: MINUTE },
  { kind: "email", run: sendQueuedMessage, maxBackoffMs: 10 * MINUTE },
];

export const SERVICE_RECURRING_JOBS: RecurringJobDeclaration[] = [
  {
    kind: "orphan-sweep",
    everyMs: () => env().STORAGE_ORPHAN_GRACE_SECONDS * 1000,
    maxBackoffMs: 10 * MINUTE,
    async run(db, now) {
      const graceMs = env().STORAGE_ORPHAN_GRACE_SECONDS * 1000;
      const { published, removed } = await sweepOrphanFiles(db, fileStorage(), { graceMs, now });
      return `${published} published, ${removed} removed`;
    },
  },
  {
    kind: "expired-idempotency-keys",
    everyMs: () => 10 * MINUTE,
    maxBackoffMs: 10 * MINUTE,
    run: async (db, now) => `${await sweepExpiredKeys(db, now)} expired keys deleted`,
  },
];
