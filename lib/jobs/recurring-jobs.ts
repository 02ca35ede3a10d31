import os from "node:os";
import type { Db } from "@/lib/db/client";
import type { JobLease } from "@/lib/jobs/job-registry";
import { jobId, LeaseLost } from "./job-leases";
import { type RecurringJobDeclaration, recurringJobs } from "./job-registry";

const SUBJECT = "installation";
const KEEP_RUNS_MS = 7 * 24 * 3_600_000;
const SERVER = `${os.hostname()}:${process.pid}`;

/** Creates each registered recurring job's row, due at once, unless a server already did: safe to call from every server at start. */
export async function scheduleRecurringJobs(db: Db, now = new Date()): Promise<void> {
  for (const { kind } of recurringJobs()) {
    const id = jobId(kind, SUBJECT);
    if (await db.job.findUnique({ where: { id }, select: { id: true } })) continue;
    await db.job.create({ data: { id, kind, subjectId: SUBJECT, leaseUntil: now, createdAt: now } }).catch((error: unknown) => {
      // Another server created it a moment ago.
      if ((error as { code?: string }).code !== "P2002") throw error;
    });
  }
}

/**
 * Runs a claimed recurring job, then, in one transaction, records the run and hands the row back due one period after
 * this run started; a lease lost meanwhile (this server stalled past it) rolls the record back.
 */
export async function runRecurringJob(db: Db, lease: JobLease, recurring: RecurringJobDeclaration): Promise<void> {
  const startedAt = new Date();
  const summary = await recurring.run(db, startedAt);
  const finishedAt = new Date();
  await db.$transaction(async (tx) => {
    const rescheduled = await tx.job.updateMany({
      where: { id: lease.id, leasedBy: lease.token },
      data: { leaseUntil: new Date(startedAt.getTime() + recurring.everyMs()), leasedBy: null, attempts: 0, lastError: null },
    });
    if (rescheduled.count === 0) throw new LeaseLost(lease);
    await tx.recurringJobRun.create({
      data: { id: crypto.randomUUID(), kind: lease.kind, server: SERVER, startedAt, finishedAt, summary },
    });
    await tx.recurringJobRun.deleteMany({ where: { startedAt: { lt: new Date(startedAt.getTime() - KEEP_RUNS_MS) } } });
  });
}
