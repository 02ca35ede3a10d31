import type { Db } from "@/lib/db/client";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { errorSummary, logger } from "@/lib/observability/logger";
import { serviceConfig } from "@/lib/service/config";
import type { Effect } from "@/lib/service/engine/types";
import { claimJob, jobId } from "@/lib/service/jobs/job-queue";
import { wakeJobWorker } from "@/lib/service/jobs/job-worker";
import { runClaimedJob } from "@/lib/service/jobs/run-job";
import { sendSms } from "@/lib/service/messaging/sms";

/** The request that finished the process runs the jobs it owes at once (evidence, then the review case's screening); a failure is retried by the job worker. */
async function runOwedJobsNow(db: Db, processId: string): Promise<void> {
  for (const kind of ["evidence", "case-screening"] as const) {
    const lease = await claimJob(db, jobId(kind, processId), { isCommitter: true });
    if (lease && !(await runClaimedJob(db, lease))) wakeJobWorker();
  }
}

/** Effects run after commit, messages in the process's language: a failure here never undoes the step, and is logged without its content. */
export async function runEffects(
  db: Db,
  { lang, ...scope }: { accountId: string; processId: string; lang: string },
  effects: Effect[],
): Promise<void> {
  for (const effect of effects) {
    try {
      if (effect.type === "send-code") {
        await sendSms(db, {
          ...scope,
          to: effect.recipient,
          text: dictionaryFor(lang).messages.code(effect.code, Math.round(serviceConfig().OTP_TTL_SECONDS / 60)),
          secrets: [effect.code],
        });
      } else {
        await runOwedJobsNow(db, scope.processId);
      }
    } catch (error) {
      logger.error({ effect: effect.type, processId: scope.processId, ...errorSummary(error) }, "effect failed");
    }
  }
}
