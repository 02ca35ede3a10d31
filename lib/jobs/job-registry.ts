import type { Db } from "@/lib/db/client";

/** A kind of job: each is declared by the feature that owns it. */
export type JobKind = string;

/** A claimed job: only the holder of `token` may complete or release it. */
export type JobLease = { id: string; kind: JobKind; subjectId: string; token: string; attempts: number };

/** A kind of background work, declared by the feature that owns it and registered at the composition root (lib/app). */
export type JobDeclaration = {
  kind: string;
  /** Does the work and completes the job in the transaction that records its result. */
  run: (db: Db, lease: JobLease) => Promise<void>;
  /** The longest back-off between failed attempts: a receiver down for hours, a code that lives minutes. */
  maxBackoffMs: number;
  /** The request that owed it runs it at once (the worker retries a failure); else it waits for the worker. */
  runsWithItsRequest?: boolean;
};

/** Periodic work that runs once per period across every server sharing the database (recurring-jobs.ts). */
export type RecurringJobDeclaration = {
  kind: string;
  everyMs: () => number;
  /** Does the work; says what it did in a line, kept with the run. */
  run: (db: Db, now: Date) => Promise<string>;
  maxBackoffMs: number;
};

type Registry = { jobs: Map<string, JobDeclaration>; recurring: Map<string, RecurringJobDeclaration> };

// One registry per process: the Next.js bundle and the server script load this module separately.
const KEY = Symbol.for("idv.jobRegistry");
const shared = globalThis as { [KEY]?: Registry };
const registry = (): Registry => {
  shared[KEY] ??= { jobs: new Map(), recurring: new Map() };
  return shared[KEY];
};

export function registerJob(job: JobDeclaration): void {
  registry().jobs.set(job.kind, job);
}

export function registerRecurringJob(job: RecurringJobDeclaration): void {
  registry().recurring.set(job.kind, job);
}

export function declaredJob(kind: string): JobDeclaration | undefined {
  return registry().jobs.get(kind);
}

export function declaredRecurringJob(kind: string): RecurringJobDeclaration | undefined {
  return registry().recurring.get(kind);
}

export function recurringJobs(): RecurringJobDeclaration[] {
  return [...registry().recurring.values()];
}
