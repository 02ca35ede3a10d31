import type { Db } from "@/lib/db/client";
import { deferJob, hastenJob } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { logger } from "@/lib/observability/logger";
import { loadedSanctionsList } from "@/lib/steps/aml/sanctions-list";
import { nextRescreenAt } from "./rescreen-schedule";
import { screenFinishedProcesses } from "./screen-finished-processes";

/**
 * The recurring `rescreen` job: screens the finished processes against the list as stored now, records the run, and
 * is due again one interval later (at once if the list was replaced while it ran). Without a list it only waits.
 */
export async function rescreenFinishedProcesses(db: Db, lease: JobLease): Promise<void> {
  const list = await loadedSanctionsList({ maxAgeMs: 0 });
  if (list) {
    const totals = await screenFinishedProcesses(db, list);
    const run = { listLoadedAt: list.loadedAt, ...totals, finishedAt: new Date() };
    await db.screeningRun.upsert({ where: { id: "sanctions" }, create: { id: "sanctions", ...run }, update: run });
    logger.info({ screened: totals.screened, alerts: totals.alerts }, "finished processes screened again");
  }
  await deferJob(db, lease, nextRescreenAt(new Date()));
  // Looked at once the next run is written: a list loaded after that finds the job free and hastens it itself.
  const current = await loadedSanctionsList({ maxAgeMs: 0 });
  if (current !== null && current.loadedAt !== list?.loadedAt) await hastenJob(db, lease.id);
}
