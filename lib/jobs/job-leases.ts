import crypto from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { declaredJob, declaredRecurringJob, type JobKind, type JobLease } from "./job-registry";

/** How long a claim holds a job; the holder renews it while it works, so only a dead holder's lease runs out. */
export const LEASE_MS = 15_000;
// Long enough for the committing request to claim its job first; short, as after a crash nobody else may until then.
const HANDOFF_MS = 5_000;

/** Without a declaration (a kind no server here runs), a failed job backs off at most this long. */
const DEFAULT_MAX_BACKOFF_MS = 10 * 60_000;

export function jobId(kind: JobKind, subjectId: string): string {
  return `${kind}:${subjectId}`;
}

/**
 * The row that records a job as owed, to write in the transaction that owes it. Until the hand-off window ends only
 * the committing request may claim it (attempts 0); after a crash anyone may.
 */
export function owedJob(kind: JobKind, subjectId: string, now: Date) {
  return { id: jobId(kind, subjectId), kind, subjectId, leaseUntil: new Date(now.getTime() + HANDOFF_MS), createdAt: now };
}

const leaseUntil = (now: Date) => new Date(now.getTime() + LEASE_MS);

/** Claims the job by a conditional update: free once its lease ran out, or never tried when `isCommitter`. */
export async function claimJob(db: Db, id: string, { now = new Date(), isCommitter = false } = {}): Promise<JobLease | null> {
  const token = crypto.randomUUID();
  const isFree = { leaseUntil: { lte: now } };
  const claimed = await db.job.updateMany({
    where: { id, ...(isCommitter ? { OR: [isFree, { attempts: 0 }] } : isFree) },
    data: { leaseUntil: leaseUntil(now), leasedBy: token, attempts: { increment: 1 } },
  });
  if (claimed.count === 0) return null;
  const job = await db.job.findUnique({ where: { id }, select: { kind: true, subjectId: true, attempts: true, leasedBy: true } });
  if (job?.leasedBy !== token) return null;
  return { id, kind: job.kind, subjectId: job.subjectId, token, attempts: job.attempts };
}

/** Claims up to `limit` jobs whose leases ran out, oldest first; a job another server claims meanwhile is skipped. */
export async function claimDueJobs(db: Db, limit: number, now = new Date()): Promise<JobLease[]> {
  const due = await db.job.findMany({
    where: { leaseUntil: { lte: now } },
    orderBy: { leaseUntil: "asc" },
    take: limit,
    select: { id: true },
  });
  const leases = await Promise.all(due.map((job) => claimJob(db, job.id, { now })));
  return leases.filter((lease) => lease !== null);
}

/** When the next job falls due (a lease or a back-off running out); null when the queue is empty. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const next = await db.job.findFirst({ orderBy: { leaseUntil: "asc" }, select: { leaseUntil: true } });
  return next?.leaseUntil ?? null;
}

export async function renewLease(db: Db, lease: JobLease): Promise<boolean> {
  const renewed = await db.job.updateMany({ where: { id: lease.id, leasedBy: lease.token }, data: { leaseUntil: leaseUntil(new Date()) } });
  return renewed.count === 1;
}

export class LeaseLost extends Error {
  constructor(lease: JobLease) {
    super(`job ${lease.id} is no longer held by this worker`);
  }
}

/** Deletes the done job inside the transaction that records its result; throws (rolling it back) if the lease was lost. */
export async function completeJob(tx: Tx, lease: JobLease): Promise<void> {
  const deleted = await tx.job.deleteMany({ where: { id: lease.id, leasedBy: lease.token } });
  if (deleted.count === 0) throw new LeaseLost(lease);
}

/** How long a job waits after its `attempts`-th failed attempt: 5 s doubling with each attempt, at most its kind's. */
export function retryDelayMs(kind: JobKind, attempts: number): number {
  const maxBackoffMs = declaredJob(kind)?.maxBackoffMs ?? declaredRecurringJob(kind)?.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  return Math.min(5_000 * 2 ** (attempts - 1), maxBackoffMs);
}

/** Gives the job back after a failure, to be retried after a back-off that doubles with each attempt (at most its kind's). */
export async function releaseJob(db: Db, lease: JobLease, error: unknown): Promise<void> {
  const backoffMs = retryDelayMs(lease.kind, lease.attempts);
  await db.job.updateMany({
    where: { id: lease.id, leasedBy: lease.token },
    data: {
      leaseUntil: new Date(Date.now() + backoffMs),
      leasedBy: null,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    },
  });
}

/** Gives the job back untried, due again at `until` (it waits for other work, or recurs): the claim is not counted as an attempt. */
export async function deferJob(db: Db | Tx, lease: JobLease, until: Date): Promise<void> {
  const deferred = await db.job.updateMany({
    where: { id: lease.id, leasedBy: lease.token },
    data: { leaseUntil: until, leasedBy: null, attempts: { decrement: 1 } },
  });
  if (deferred.count === 0) throw new LeaseLost(lease);
}

/** Makes a job due now unless somebody holds it (e.g. after the work it waited for is done). */
export async function hastenJob(db: Db | Tx, id: string, now = new Date()): Promise<void> {
  await db.job.updateMany({ where: { id, leasedBy: null, leaseUntil: { gt: now } }, data: { leaseUntil: now } });
}
