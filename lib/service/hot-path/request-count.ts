import type { Db } from "@/lib/db/client";
import { directSql, queryRows, type Row, type Statement, sql, writeReturning } from "@/lib/db/direct-sql";
import { sha256Hex } from "@/lib/security/secrets";
import { processRead } from "./process-row";

/** The rate limit's window a request falls in; `isCounted` false when the limit is off (the caller is only found). */
export type RequestWindow = { startMs: number; isCounted: boolean };

/** The counted credential's row: its id and account, and its window's count and start (0 when not counted). */
export type CountedRow = { countedId: unknown; countedAccountId: unknown; countedCount: unknown; countedWindowStartMs: unknown };

/**
 * The credential the headers name if it may act (not revoked, its account active, the app its account's), as a
 * SELECT of its "id" and "accountId": the count goes through it in one statement. When it selects nothing, the
 * caller is refused, and `credentialRow` tells which refusal applies.
 */
export function admissibleCredential({ secret, appId }: { secret: string; appId?: string }): Statement {
  const ofApp = appId ? sql`AND EXISTS (SELECT 1 FROM "Application" p WHERE p."id" = ${appId} AND p."accountId" = c."accountId")` : sql``;
  return sql`SELECT c."id" AS "id", c."accountId" AS "accountId" FROM "Credential" c JOIN "Account" a ON a."id" = c."accountId"
    WHERE c."secretHash" = ${sha256Hex(secret)} AND c."revokedAt" IS NULL AND a."active" = ${true} ${ofApp}`;
}

/** A credential by its secret, with its account's state and whether the app is the account's (to say which refusal). */
export async function credentialRow(db: Db, { secret, appId }: { secret: string; appId?: string }): Promise<Row | undefined> {
  const [row] = await queryRows(
    db,
    sql`SELECT c."id" AS "credentialId", c."accountId" AS "accountId", c."revokedAt" AS "revokedAt", a."active" AS "active",
      (SELECT p."id" FROM "Application" p WHERE p."id" = ${appId ?? ""} AND p."accountId" = c."accountId") AS "appId"
    FROM "Credential" c JOIN "Account" a ON a."id" = c."accountId"
    WHERE c."secretHash" = ${sha256Hex(secret)}`,
  );
  return row;
}

// Columns named apart from the process read's (they share one row on PostgreSQL).
function counting(keys: Statement, window: RequestWindow): Statement {
  if (!window.isCounted)
    return sql`SELECT counted."id" AS "countedId", counted."accountId" AS "countedAccountId", 0 AS "countedCount", 0 AS "countedWindowStartMs" FROM (${keys}) counted`;
  const start = window.startMs;
  return sql`INSERT INTO "ApiRateWindow" ("credentialId", "windowStartMs", "count") SELECT counted."id", CAST(${start} AS BIGINT), 1 FROM (${keys}) counted WHERE true
      ON CONFLICT ("credentialId") DO UPDATE SET
        "count" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN 1 ELSE "ApiRateWindow"."count" + 1 END,
        "windowStartMs" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN ${start} ELSE "ApiRateWindow"."windowStartMs" END
      RETURNING "credentialId" AS "countedId", "count" AS "countedCount", "windowStartMs" AS "countedWindowStartMs",
        (SELECT c."accountId" FROM "Credential" c WHERE c."id" = "ApiRateWindow"."credentialId") AS "countedAccountId"`;
}

/**
 * Counts a request against the credential `keys` selects (or against a plain key, `SELECT key AS "id"`), in one
 * upsert shared by every server. On SQLite a relaxed write (lib/db/direct-sql.ts): a power cut may forget the last
 * moment's counts (a caller gets a few requests more), and a GET costs no fsync. Undefined when `keys` selects none.
 */
export async function countRequest(db: Db, keys: Statement, window: RequestWindow): Promise<CountedRow | undefined> {
  const statement = counting(keys, window);
  const [row] = await (window.isCounted ? writeReturning(db, statement, "relaxed") : queryRows(db, statement));
  return row as CountedRow | undefined;
}

/** Counts a request against a plain key (a credential's id known already). */
export function countRequestForKey(db: Db, key: string, window: RequestWindow): Promise<CountedRow | undefined> {
  return countRequest(db, sql`SELECT CAST(${key} AS TEXT) AS "id"`, window);
}

/**
 * The count, and the process the request names read for the counted credential's account: on PostgreSQL one
 * statement (the count as a data-modifying WITH joined to the read), so a step's GET is one round trip; on SQLite
 * (in-process, no round trip to save) the count, then the read.
 */
export async function countRequestAndReadProcess(
  db: Db,
  keys: Statement,
  window: RequestWindow,
  processId: string,
): Promise<{ counted?: CountedRow; process?: Row }> {
  if (directSql(db)?.kind === "postgres") {
    const [row] = await writeReturning(
      db,
      sql`WITH "counted" AS (${counting(keys, window)}) SELECT "counted".*, "process".* FROM "counted"
        LEFT JOIN LATERAL (SELECT 1 AS "processFound", "read".* FROM (${processRead(processId, sql`"counted"."countedAccountId"`)}) "read") "process" ON true`,
    );
    return { counted: row as CountedRow | undefined, process: row && row.processFound != null ? row : undefined };
  }
  const counted = await countRequest(db, keys, window);
  if (!counted) return {};
  return { counted, process: (await queryRows(db, processRead(processId, String(counted.countedAccountId))))[0] };
}
