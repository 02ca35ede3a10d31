import type { Db } from "@/lib/db/client";
import { batchedWrite, directSql, isUniqueViolation, joinSql, json, type Statement, sql } from "@/lib/db/direct-sql";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { Device } from "@/lib/service/context";
import type { RecordDraft } from "@/lib/service/contract/step-outcome";
import type { EventDraft } from "@/lib/service/engine/types";
import type { SearchKey } from "@/lib/service/search/search-keys";
import type { StagedFile } from "@/lib/steps/common/step-action";

/** The rows a change to a process writes, as statements for either database (lib/db/direct-sql.ts). */

/** The rows of files staged for the change (their bytes are published after the commit). */
export function insertFiles(
  process: { id: string; accountId: string },
  files: StagedFile[],
  storageKeyOf: (file: StagedFile) => string,
  now: Date,
): Statement[] {
  return files.map(
    (f) => sql`INSERT INTO "StoredFile" ("id", "bucket", "accountId", "processId", "contentType", "size", "sha256", "storageKey",
      "createdAt") VALUES (${f.id}, ${f.bucket}, ${process.accountId}, ${process.id}, ${f.contentType}, ${f.bytes.length}, ${f.sha256},
      ${storageKeyOf(f)}, ${now})`,
  );
}

export function insertRecords(processId: string, firstSeq: number, records: RecordDraft[], device: Device, now: Date): Statement[] {
  if (!records.length) return [];
  const rows = records.map(
    (r, i) =>
      sql`(${crypto.randomUUID()}, ${processId}, ${firstSeq + i}, 'step', ${r.action}, ${r.stepId}, ${r.status}, ${json(r.payload)},
        ${json(r.info)}, ${json(r.config)}, ${json(r.provider)}, ${json(r.error)}, NULL, ${device.deviceType}, ${now})`,
  );
  return [
    sql`INSERT INTO "StepRecord" ("id", "processId", "seq", "type", "action", "stepId", "status", "payload", "info", "config",
      "provider", "error", "triggerId", "deviceType", "createdAt") VALUES ${joinSql(rows)}`,
  ];
}

export function insertEvents(processId: string, firstSeq: number, events: EventDraft[], device: Device, now: Date): Statement[] {
  if (!events.length) return [];
  const rows = events.map(
    (e, i) =>
      sql`(${crypto.randomUUID()}, ${processId}, ${firstSeq + i}, ${e.type}, ${e.stepId ?? null}, ${e.stepName ?? null},
        ${e.status ?? null}, ${device.deviceType}, ${device.operatingSystem}, ${device.browser}, ${now})`,
  );
  return [
    sql`INSERT INTO "ProcessEvent" ("id", "processId", "seq", "type", "stepId", "stepName", "status", "deviceType",
      "operatingSystem", "browser", "createdAt") VALUES ${joinSql(rows)}`,
  ];
}

/**
 * Adds `keys` to a process, with its creation (`processCreatedAt` when the process is written in the same commit, which
 * PostgreSQL's single statement cannot read back); a key it already has is left as it is.
 */
export function insertSearchKeys(processId: string, keys: SearchKey[], now: Date, processCreatedAt?: Date): Statement[] {
  if (!keys.length) return [];
  const created = processCreatedAt ?? sql`(SELECT p."createdAt" FROM "Process" p WHERE p."id" = ${processId})`;
  const rows = keys.map(({ kind, value }) => sql`(${processId}, ${kind}, ${value}, ${now}, ${created})`);
  return [
    sql`INSERT INTO "ProcessSearchKey" ("processId", "kind", "value", "createdAt", "processCreatedAt") VALUES ${joinSql(rows)}
      ON CONFLICT DO NOTHING`,
  ];
}

/** A job owed by the change (see owedJob). */
export function insertJob(job: { id: string; kind: string; subjectId: string; leaseUntil: Date; createdAt: Date }): Statement {
  return sql`INSERT INTO "Job" ("id", "kind", "subjectId", "leaseUntil", "createdAt")
    VALUES (${job.id}, ${job.kind}, ${job.subjectId}, ${job.leaseUntil}, ${job.createdAt})`;
}

/**
 * The row version a change was computed from: when another writer has moved it on, the change is refused whole.
 * `changes`: the process row's other columns set by the change, in the same UPDATE as its version.
 */
export type VersionGuard = { processId: string; rowVersion: number; changes?: Statement[] };

/** The change lost a race: the row version moved on, or another writer took a unique key first. Nothing was written. */
export class WriteConflict extends Error {
  constructor() {
    super("another change to this process was committed first");
  }
}

/**
 * Commits a change's statements in one transaction, all or nothing. They go straight to the driver unless writes
 * built with Prisma must commit with them (a kept answer, webhook deliveries, a review case, a caller's own rows):
 * then all go in one of Prisma's batch transactions. A guard's row version is advanced first.
 */
export async function commitStatements(
  db: Db,
  {
    guard,
    statements,
    prismaWrites = [],
  }: { guard?: VersionGuard; statements: Statement[]; prismaWrites?: Prisma.PrismaPromise<unknown>[] },
): Promise<void> {
  const driver = prismaWrites.length ? undefined : directSql(db);
  try {
    if (driver) {
      if (!(await driver.commit(statements, guard && advanceVersion(guard)))) throw new WriteConflict();
      return;
    }
    await db.$transaction([
      // Prisma's update of one row by a condition that no longer holds fails (P2025), rolling the batch back.
      ...(guard
        ? [
            db.process.update({
              where: { id: guard.processId, rowVersion: guard.rowVersion },
              data: { rowVersion: { increment: 1 } },
              select: { id: true },
            }),
            ...(guard.changes?.length
              ? [batchedWrite(db, sql`UPDATE "Process" SET ${joinSql(guard.changes)} WHERE "id" = ${guard.processId}`)]
              : []),
          ]
        : []),
      ...statements.map((statement) => batchedWrite(db, statement)),
      ...prismaWrites,
    ]);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof WriteConflict) throw error;
    if (code === "P2025" || code === "P2002" || isUniqueViolation(error)) throw new WriteConflict();
    throw error;
  }
}

function advanceVersion({ processId, rowVersion, changes = [] }: VersionGuard): Statement {
  const set = joinSql([sql`"rowVersion" = "rowVersion" + 1`, ...changes]);
  return sql`UPDATE "Process" SET ${set} WHERE "id" = ${processId} AND "rowVersion" = ${rowVersion}`;
}

type ProcessState = { status: string; negativeFinish: boolean; currentStepId: string; history: string[]; stepState: object };

/** The process row's columns a transition sets besides its version: only those that change (each indexed one costs its index entries a rewrite). */
export function processRowChanges({
  before,
  next,
  added,
  hasFailedStep,
  now,
}: {
  before: ProcessState;
  next: ProcessState;
  added: { records: unknown[]; events: unknown[] };
  hasFailedStep: boolean;
  now: Date;
}): Statement[] {
  return [
    sql`"recordCount" = "recordCount" + ${added.records.length}`,
    sql`"eventCount" = "eventCount" + ${added.events.length}`,
    sql`"currentStepId" = ${next.currentStepId}`,
    sql`"history" = ${json(next.history)}`,
    sql`"stepState" = ${json(next.stepState)}`,
    sql`"updatedAt" = ${now}`,
    ...(next.status !== before.status ? [sql`"status" = ${next.status}`] : []),
    ...(next.negativeFinish !== before.negativeFinish ? [sql`"negativeFinish" = ${next.negativeFinish}`] : []),
    ...(hasFailedStep ? [sql`"hasFailedStep" = ${true}`] : []),
  ];
}

/** A nonce issued with the change (submit-step and back answers carry one). */
export function insertNonce(processId: string, nonce: { id: string; expiresAt: Date }, now: Date): Statement {
  return sql`INSERT INTO "Nonce" ("id", "processId", "expiresAt", "createdAt") VALUES (${nonce.id}, ${processId}, ${nonce.expiresAt}, ${now})`;
}
