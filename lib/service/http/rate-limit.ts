import type { Db } from "@/lib/db/client";
import { directSql, queryRows, type Row, type Statement, sql, writeReturning } from "@/lib/db/direct-sql";

/**
 * A credential a rate-limited request was counted against, with the seconds to wait (null when allowed), and the rows
 * of the read that rode along (when one was asked for).
 */
export type Counted = { credentialId: string; accountId: string; retryAfter: number | null; alongside?: Row[] };

/** A read of at most one row that rides on the count, given the counted credential's account (SQL naming it, or its value). */
export type AlongsideRead = (accountId: Statement | string) => Statement;

export type RateLimiter = {
  /** null when allowed; else the seconds until the window resets (for Retry-After). */
  hit: (key: string, now?: number) => Promise<number | null>;
  /**
   * Counts a request against the credential `credential` selects (a SELECT of its "id" and "accountId"), in the same
   * statement: the selection and its count, or undefined when it selects none (nothing is counted then). `alongside`:
   * a read of the credential's account's data, in that same statement on PostgreSQL (one round trip for both).
   */
  hitSelected: (credential: Statement, options?: { now?: number; alongside?: AlongsideRead }) => Promise<Counted | undefined>;
};

/**
 * A fixed-window counter per key in the database, shared by every server: one upsert counts the request and returns
 * the window's count (PostgreSQL locks the row, SQLite has one writer), so parallel requests cannot overrun it. On
 * SQLite the count is a relaxed write (lib/db/direct-sql.ts): a power cut may forget the last moment's counts, which
 * lets a caller a few requests more in that window; a GET then costs no fsync.
 */
export function createRateLimiter({ db, limit, windowMs }: { db: () => Db; limit: number; windowMs: number }): RateLimiter {
  // Columns named apart from any read's that rides along (they share one row on PostgreSQL).
  const countRequest = (keys: Statement, start: number) =>
    sql`INSERT INTO "ApiRateWindow" ("credentialId", "windowStartMs", "count") SELECT counted."id", CAST(${start} AS BIGINT), 1 FROM (${keys}) counted WHERE true
        ON CONFLICT ("credentialId") DO UPDATE SET
          "count" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN 1 ELSE "ApiRateWindow"."count" + 1 END,
          "windowStartMs" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN ${start} ELSE "ApiRateWindow"."windowStartMs" END
        RETURNING "credentialId" AS "countedId", "count" AS "countedCount", "windowStartMs" AS "countedWindowStartMs",
          (SELECT c."accountId" FROM "Credential" c WHERE c."id" = "ApiRateWindow"."credentialId") AS "countedAccountId"`;
  const selectOnly = (keys: Statement) =>
    sql`SELECT counted."id" AS "countedId", counted."accountId" AS "countedAccountId", 0 AS "countedCount", 0 AS "countedWindowStartMs" FROM (${keys}) counted`;

  const counted = async (keys: Statement, now: number, alongside?: AlongsideRead): Promise<Counted | undefined> => {
    const counting = limit > 0 ? countRequest(keys, Math.floor(now / windowMs) * windowMs) : selectOnly(keys);
    const { window, read } = await countAndRead(db(), { counting, isWrite: limit > 0 }, alongside);
    if (!window) return undefined;
    const retryAfter =
      limit <= 0 || Number(window.countedCount) <= limit
        ? null
        : Math.max(1, Math.ceil((Number(window.countedWindowStartMs) + windowMs - now) / 1000));
    return { credentialId: String(window.countedId), accountId: String(window.countedAccountId), retryAfter, alongside: read };
  };
  return {
    async hit(key, now = Date.now()) {
      if (limit <= 0) return null;
      return (await counted(sql`SELECT CAST(${key} AS TEXT) AS "id"`, now))?.retryAfter ?? null;
    },
    hitSelected: (credential, { now = Date.now(), alongside } = {}) => counted(credential, now, alongside),
  };
}

/**
 * The counting statement's row and the rows of the read riding on it. On PostgreSQL one statement: the count (a
 * data-modifying WITH) joined to the read, so a GET is one round trip; elsewhere the count, then the read.
 */
async function countAndRead(
  db: Db,
  { counting, isWrite }: { counting: Statement; isWrite: boolean },
  alongside?: AlongsideRead,
): Promise<{ window?: Row; read?: Row[] }> {
  if (alongside && directSql(db)?.kind === "postgres") {
    const [row] = await writeReturning(
      db,
      sql`WITH "counted" AS (${counting}) SELECT "counted".*, "alongside".* FROM "counted"
        LEFT JOIN LATERAL (SELECT 1 AS "alongsideFound", "read".* FROM (${alongside(sql`"counted"."countedAccountId"`)}) "read") "alongside" ON true`,
    );
    return { window: row, read: row && row.alongsideFound != null ? [row] : [] };
  }
  const [window] = await (isWrite ? writeReturning(db, counting, "relaxed") : queryRows(db, counting));
  if (!window || !alongside) return { window };
  return { window, read: await queryRows(db, alongside(String(window.countedAccountId))) };
}
