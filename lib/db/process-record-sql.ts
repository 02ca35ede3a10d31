import type { Db, Tx } from "./client";
import { queryRows, type Row, sql } from "./direct-sql";

// A process record's read, straight on the driver: the heavy record page and GET of a record are this read, and
// Prisma's per-row work on a few hundred events was most of it (bench:pages). JSON and times are cast to text, so both
// databases answer alike (PostgreSQL would hand jsonb over parsed and timestamps as local-time Dates).

/** The process row (with its account's name), its step records and its events, each in order; no row: none such. */
export async function processRecordRows(
  db: Db | Tx,
  where: { id: string; accountId?: string },
): Promise<{ process: Row | undefined; records: Row[]; events: Row[] }> {
  const processId = where.id;
  const ofAccount = where.accountId === undefined ? sql`` : sql` AND p."accountId" = ${where.accountId}`;
  const [[process], records, events] = await Promise.all([
    queryRows(
      db,
      sql`SELECT p."id", CAST(p."flowSnapshot" AS TEXT) AS "flowSnapshot", p."negativeFinish", p."status", p."version",
        p."appVersion", p."lang", p."appId", p."credentialId", p."evidenceFileId",
        CAST(p."evidenceCreatedAt" AS TEXT) AS "evidenceCreatedAt", CAST(p."createdAt" AS TEXT) AS "createdAt",
        CAST(p."updatedAt" AS TEXT) AS "updatedAt", p."reference", p."currentStepId", a."name" AS "accountName"
      FROM "Process" p JOIN "Account" a ON a."id" = p."accountId" WHERE p."id" = ${processId}${ofAccount}`,
    ),
    queryRows(
      db,
      sql`SELECT "type", "action", "status", CAST("payload" AS TEXT) AS "payload", CAST("info" AS TEXT) AS "info",
        CAST("config" AS TEXT) AS "config", CAST("provider" AS TEXT) AS "provider", CAST("error" AS TEXT) AS "error",
        "triggerId", "stepId", CAST("createdAt" AS TEXT) AS "createdAt", "deviceType"
      FROM "StepRecord" WHERE "processId" = ${processId} ORDER BY "seq"`,
    ),
    queryRows(
      db,
      sql`SELECT "type", "stepId", "stepName", "status", CAST("createdAt" AS TEXT) AS "createdAt", "deviceType",
        "operatingSystem", "browser"
      FROM "ProcessEvent" WHERE "processId" = ${processId} ORDER BY "seq"`,
    ),
  ]);
  return { process, records, events };
}
