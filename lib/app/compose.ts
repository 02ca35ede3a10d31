import { CASE_JOBS } from "@/lib/cases/case-jobs";
import { finishedProcessScores } from "@/lib/cases/cohort/finished-process-scores";
import { reviewCaseOpening } from "@/lib/cases/queue/open-case";
import { type JobDeclaration, type RecurringJobDeclaration, registerJob, registerRecurringJob } from "@/lib/jobs/job-registry";
import { RETENTION_RECURRING_JOBS } from "@/lib/retention/retention-jobs";
import { SCREENING_JOBS } from "@/lib/screening/screening-jobs";
import { processFinished } from "@/lib/service/process-finished";
import { SERVICE_JOBS, SERVICE_RECURRING_JOBS } from "@/lib/service/service-jobs";
import { STAFF_AUTH_JOBS } from "@/lib/staff-auth/staff-auth-jobs";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import { processFinishedWebhooks } from "@/lib/webhooks/process-finished-webhook";
import { WEBHOOK_JOBS } from "@/lib/webhooks/webhook-jobs";

const JOBS: JobDeclaration[] = [...SERVICE_JOBS, ...CASE_JOBS, ...WEBHOOK_JOBS, ...SCREENING_JOBS, ...STAFF_AUTH_JOBS];
const RECURRING_JOBS: RecurringJobDeclaration[] = [...SERVICE_RECURRING_JOBS, ...RETENTION_RECURRING_JOBS];

/**
 * The composition root: the features that listen to the process service, and the background work each declares, wired
 * in one place. The service publishes (a process finished) and runs jobs by kind without knowing who listens or who
 * declared them. Safe to call again: every registration replaces its namesake. `localProviders`: the built-in checks
 * (the server and the operator tool; tests register the providers they mean to exercise).
 */
export function composeApp({ localProviders = true }: { localProviders?: boolean } = {}): void {
  processFinished.listenInTransaction("review-case", (client, event) =>
    reviewCaseOpening(
      client,
      { id: event.processId, accountId: event.accountId, flowId: event.flowId, negativeFinish: event.negativeFinish },
      event.now,
    ),
  );
  processFinished.listenInTransaction("webhooks", processFinishedWebhooks);
  processFinished.listenInTransaction("cohort-scores", finishedProcessScores);
  for (const job of JOBS) registerJob(job);
  for (const job of RECURRING_JOBS) registerRecurringJob(job);
  if (localProviders) registerLocalProviders();
}
