import os from "node:os";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { runRetention } from "@/lib/retention/run-retention";
import { sweepOrphanFiles } from "@/lib/service/files/sweep-orphan-files";
import { sweepExpiredKeys } from "@/lib/service/idempotency/kept-answers";
import { fileStorage } from "@/lib/storage/file-storage";
import { type JobLease, jobId, LeaseLost, type RecurringKind } from "./job-leases";

const SUBJECT = "installation";
const KEEP_RUNS_MS = 7 * 24 * 3_600_000;
const SERVER = `${os.hostname()}:${process.pid}`;

type Recurring = { everyMs: () => number; run: (db: Db, now: Date) => Promise<string> };

/** Periodic work that must run once per period across every server sharing the database. */
const RECURRING: Record<RecurringKind, Recurring> = {
  "orphan-sweep": {
    everyMs: () => env().STORAGE_ORPHAN_GRACE_SECONDS * 1000,
    async run(db, now) {
      const { published, removed } = await sweepOrphanFiles(db, fileStorage(), { graceMs: env().STORAGE_ORPHAN_GRACE_SECONDS * 1000, now });
      return `${published} published, ${removed} removed`;
    },
  },
  "expired-idempotency-keys": {
    everyMs: () => 10 * 60_000,
    run: async (db, now) => `${await sweepExpiredKeys(db, now)} expired keys deleted`,
  },
  retention: {
    everyMs: () => 24 * 3_600_000,
    async run(db, now) {
      const run = await runRetention(db, fileStorage(), { dryRun: false, now });
      const wal = run.wal === "busy" ? ", SQLite WAL busy (not emptied)" : "";
      return `${run.erased.length} erased, ${run.expired.filter((p) => p.held).length} held, ${run.failed.length} failed${wal}`;
    },
  },
};

const RECURRING_KINDS = Object.keys(RECURRING) as RecurringKind[];

/** Creates each recurring job's row, due at once, unless a server already did: safe to call from every server at start. */
export async function scheduleRecurringJobs(db: Db, now = new Date()): Promise<void> {
  for (const kind of RECURRING_KINDS) {
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
export async function runRecurringJob(db: Db, lease: JobLease & { kind: RecurringKind }): Promise<void> {
  const recurring = RECURRING[lease.kind];
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
