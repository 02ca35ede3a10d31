import { NO_REQUEST } from "@/lib/audit/record-staff-action";
import { isStandingFinal } from "@/lib/cases/decisions/decision-state";
import type { Db } from "@/lib/db/client";
import { truncateSqliteWal, type WalTruncation } from "@/lib/db/truncate-sqlite-wal";
import type { FileStorage } from "@/lib/storage/file-storage";
import { eraseProcessData } from "./erase-process";
import { retentionOf } from "./retention-policy";

const DAY_MS = 86_400_000;
const RETENTION_ACTOR = { id: null, email: "retention-job" };

export type ExpiredProcess = {
  processId: string;
  accountId: string;
  /** `decided`: the keep period after the decision (or the finish) ran out; `unfinished`: abandoned too long. */
  rule: "decided" | "unfinished";
  /** When the period began: the decision, the finish or the last change. */
  since: string;
  days: number;
  held: boolean;
};
export type RetentionRun = {
  dryRun: boolean;
  expired: ExpiredProcess[];
  erased: string[];
  failed: { processId: string; error: string }[];
  /** Whether SQLite's WAL was emptied at the end of the run (absent in a dry run). */
  wal?: WalTruncation;
};

/** One account's processes whose retention period has run out at `now`, held ones included (marked). */
async function expiredOfAccount(db: Db, accountId: string, now: Date): Promise<Omit<ExpiredProcess, "held">[]> {
  const { keepDays, unfinishedDays } = await retentionOf(db, accountId);
  const keepCutoff = new Date(now.getTime() - keepDays * DAY_MS);
  const unfinishedCutoff = new Date(now.getTime() - unfinishedDays * DAY_MS);
  const [unfinished, finished] = await Promise.all([
    db.process.findMany({
      where: { accountId, status: { not: "finished" }, updatedAt: { lt: unfinishedCutoff } },
      select: { id: true, updatedAt: true },
    }),
    // A decision comes after the finish, so only processes finished before the cutoff can have expired.
    db.process.findMany({ where: { accountId, status: "finished", updatedAt: { lt: keepCutoff } }, select: { id: true, updatedAt: true } }),
  ]);
  const decisions = await db.processDecision.findMany({
    where: { processId: { in: finished.map((p) => p.id) } },
    select: { processId: true, createdAt: true, status: true, supersededAt: true },
  });
  const decidedAt = new Map(decisions.filter(isStandingFinal).map((d) => [d.processId, d.createdAt]));
  return [
    ...unfinished.map((p) => ({
      processId: p.id,
      accountId,
      rule: "unfinished" as const,
      since: p.updatedAt.toISOString(),
      days: unfinishedDays,
    })),
    ...finished
      .map((p) => ({ id: p.id, since: decidedAt.get(p.id) ?? p.updatedAt }))
      .filter((p) => p.since < keepCutoff)
      .map((p) => ({ processId: p.id, accountId, rule: "decided" as const, since: p.since.toISOString(), days: keepDays })),
  ];
}

/** Every process whose retention period has run out, across accounts; those under a legal hold are marked held. */
export async function findExpiredProcesses(db: Db, now = new Date()): Promise<ExpiredProcess[]> {
  const accounts = await db.account.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  const expired = (await Promise.all(accounts.map((account) => expiredOfAccount(db, account.id, now)))).flat();
  const holds = await db.legalHold.findMany({ where: { processId: { in: expired.map((p) => p.processId) } }, select: { processId: true } });
  const held = new Set(holds.map((hold) => hold.processId));
  return expired.map((p) => ({ ...p, held: held.has(p.processId) }));
}

/**
 * Erases every expired process not under a legal hold (or only lists them: `dryRun`); one failure does not stop the rest.
 * SQLite's WAL is emptied once, at the end.
 */
export async function runRetention(
  db: Db,
  storage: FileStorage,
  { dryRun, now = new Date() }: { dryRun: boolean; now?: Date },
): Promise<RetentionRun> {
  const expired = await findExpiredProcesses(db, now);
  const run: RetentionRun = { dryRun, expired, erased: [], failed: [] };
  if (dryRun) return run;
  for (const p of expired.filter((e) => !e.held)) {
    const reason = `retention: ${p.days} days after ${p.rule === "decided" ? "the decision" : "the last change of an unfinished process"} ended`;
    try {
      await eraseProcessData(db, storage, {
        processId: p.processId,
        trigger: "retention",
        reason,
        actor: RETENTION_ACTOR,
        request: NO_REQUEST,
      });
      run.erased.push(p.processId);
    } catch (error) {
      run.failed.push({ processId: p.processId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  // Every run, not only one that erased: it also empties what an earlier erasure could not (its WAL was busy).
  run.wal = await truncateSqliteWal(db);
  return run;
}
