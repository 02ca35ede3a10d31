import type { Db, Tx } from "@/lib/db/client";
import { queryRows, type Row, type Statement, sql } from "@/lib/db/direct-sql";

/**
 * The statement reading a process of an account, with its flow's live active flag (see `loadedProcessOf`).
 * `accountId`: a value, or SQL naming it (a column of the admission it rides on: request-count.ts).
 */
export function processRead(processId: string, accountId: string | Statement): Statement {
  // The snapshot as text on both databases.
  return sql`SELECT p."id", p."accountId", p."flowId", CAST(p."flowSnapshot" AS TEXT) AS "flowSnapshot", p."currentStepId", p."history", p."stepState", p."status",
      p."negativeFinish", p."lang", p."rowVersion", p."recordCount", p."eventCount", f."active" AS "flowActive"
    FROM "Process" p JOIN "Flow" f ON f."id" = p."flowId"
    WHERE p."id" = ${processId} AND p."accountId" = ${accountId}`;
}

/** A process of an account as one row (no row: there is none, or it is another account's). */
export async function readProcessRow(db: Db | Tx, processId: string, accountId: string): Promise<Row | undefined> {
  return (await queryRows(db, processRead(processId, accountId)))[0];
}
