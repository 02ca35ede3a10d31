import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { errorSummary, logger } from "@/lib/observability/logger";
import { withRequestScope } from "@/lib/observability/request-id";
import { claimDueJobs, nextDueAt } from "./job-leases";
import { runClaimedJob } from "./run-job";

// Jobs other servers (or the operator tool) left behind are noticed at least this often.
const MAX_SLEEP_MS = 30_000;

export type JobWorker = { wake: () => void; stop: () => Promise<void> };

// One worker per process: the Next.js bundle and the server script load this module separately.
const WORKER = Symbol.for("idv.jobWorker");
const shared = globalThis as { [WORKER]?: JobWorker };

/** Tells this process's worker (if it runs one) that a job may be due now, e.g. after a failed first attempt. */
export function wakeJobWorker(): void {
  shared[WORKER]?.wake();
}

/**
 * Drains the job queue as fast as `concurrency` jobs at a time allow, from the moment it starts, then sleeps until
 * the next job falls due or it is woken. `stop` claims nothing more and waits for the jobs in hand to finish.
 */
export function startJobWorker(db: Db, { concurrency = 2 } = {}): JobWorker {
  const running = new Set<Promise<unknown>>();
  let isStopping = false;
  let isWoken = false;
  let ring: (() => void) | undefined;
  // A wake that comes while the loop is busy is kept, so the next sleep returns at once.
  const wake = () => {
    isWoken = true;
    ring?.();
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        ring = undefined;
        isWoken = false;
        resolve();
      };
      const timer = setTimeout(done, isWoken ? 0 : Math.max(0, ms));
      ring = done;
    });

  const untilNextDue = async () => {
    const next = await nextDueAt(db);
    return Math.min(MAX_SLEEP_MS, next ? next.getTime() - Date.now() : MAX_SLEEP_MS);
  };

  const loop = async () => {
    while (!isStopping) {
      try {
        const free = concurrency - running.size;
        const leases = free > 0 ? await claimDueJobs(db, free) : [];
        for (const lease of leases) {
          // A job run of its own gets its own id; its log lines carry it (a job run in a request's wake carries the request's).
          const job: Promise<unknown> = withRequestScope({ requestId: `job-${randomUUID()}` }, () => runClaimedJob(db, lease)).finally(
            () => {
              running.delete(job);
              wake();
            },
          );
          running.add(job);
        }
        if (running.size >= concurrency) await sleep(MAX_SLEEP_MS);
        else if (leases.length === 0) await sleep(await untilNextDue());
      } catch (error) {
        logger.error(errorSummary(error), "job worker failed to claim");
        await sleep(MAX_SLEEP_MS);
      }
    }
  };
  const looping = loop();

  const worker: JobWorker = {
    wake,
    async stop() {
      isStopping = true;
      wake();
      await looping;
      await Promise.all(running);
      if (shared[WORKER] === worker) delete shared[WORKER];
    },
  };
  shared[WORKER] = worker;
  return worker;
}
