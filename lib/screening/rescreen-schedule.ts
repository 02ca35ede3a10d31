import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { hastenJob, jobId } from "@/lib/jobs/job-leases";

/** The one recurring job that screens every finished process again against the loaded list. */
export const RESCREEN_JOB_ID = jobId("rescreen", "sanctions");

export function nextRescreenAt(from: Date): Date {
  return new Date(from.getTime() + env().SCREENING_INTERVAL_HOURS * 60 * 60_000);
}

/** Makes sure the recurring job exists (at a server's start): due one interval after the last run, or now if none. */
export async function ensureRescreenScheduled(db: Db, now = new Date()): Promise<void> {
  if (await db.job.findUnique({ where: { id: RESCREEN_JOB_ID }, select: { id: true } })) return;
  const last = await db.screeningRun.findUnique({ where: { id: "sanctions" }, select: { finishedAt: true } });
  const due = last ? nextRescreenAt(last.finishedAt) : now;
  await db.job
    .create({ data: { id: RESCREEN_JOB_ID, kind: "rescreen", subjectId: "sanctions", leaseUntil: due, createdAt: now } })
    .catch((error: { code?: string }) => {
      // Another server created it meanwhile.
      if (error.code !== "P2002") throw error;
    });
}

/** After `aml:load`: screen again as soon as a worker is free (a run in progress notices the new list and runs again). */
export async function rescreenSoon(db: Db, now = new Date()): Promise<void> {
  await ensureRescreenScheduled(db, now);
  await hastenJob(db, RESCREEN_JOB_ID, now);
}
