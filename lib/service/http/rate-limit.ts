import type { Db } from "@/lib/db/client";
import { queryRows, type Statement, sql, writeReturning } from "@/lib/db/direct-sql";

/** A credential a rate-limited request was counted against, with the seconds to wait (null when allowed). */
export type Counted = { credentialId: string; accountId: string; retryAfter: number | null };

export type RateLimiter = {
  /** null when allowed; else the seconds until the window resets (for Retry-After). */
  hit: (key: string, now?: number) => Promise<number | null>;
  /**
   * Counts a request against the credential `credential` selects (a SELECT of its "id" and "accountId"), in the same
   * statement: the selection and its count, or undefined when it selects none (nothing is counted then).
   */
  hitSelected: (credential: Statement, now?: number) => Promise<Counted | undefined>;
};

/**
 * A fixed-window counter per key in the database, shared by every server: one upsert counts the request and returns
 * the window's count (PostgreSQL locks the row, SQLite has one writer), so parallel requests cannot overrun it.
 */
export function createRateLimiter({ db, limit, windowMs }: { db: () => Db; limit: number; windowMs: number }): RateLimiter {
  const countRequest = async (keys: Statement, now: number) => {
    const start = Math.floor(now / windowMs) * windowMs;
    const rows = await writeReturning(
      db(),
      sql`INSERT INTO "ApiRateWindow" ("credentialId", "windowStartMs", "count") SELECT counted."id", CAST(${start} AS BIGINT), 1 FROM (${keys}) counted WHERE true
        ON CONFLICT ("credentialId") DO UPDATE SET
          "count" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN 1 ELSE "ApiRateWindow"."count" + 1 END,
          "windowStartMs" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN ${start} ELSE "ApiRateWindow"."windowStartMs" END
        RETURNING "credentialId", "count", "windowStartMs",
          (SELECT c."accountId" FROM "Credential" c WHERE c."id" = "ApiRateWindow"."credentialId") AS "accountId"`,
    );
    const window = rows[0];
    if (!window) return undefined;
    const retryAfter =
      Number(window.count) <= limit ? null : Math.max(1, Math.ceil((Number(window.windowStartMs) + windowMs - now) / 1000));
    return { credentialId: String(window.credentialId), accountId: String(window.accountId), retryAfter };
  };
  return {
    async hit(key, now = Date.now()) {
      if (limit <= 0) return null;
      return (await countRequest(sql`SELECT CAST(${key} AS TEXT) AS "id"`, now))?.retryAfter ?? null;
    },
    async hitSelected(credential, now = Date.now()) {
      if (limit > 0) return countRequest(credential, now);
      const [selected] = await queryRows(db(), credential);
      return selected && { credentialId: String(selected.id), accountId: String(selected.accountId), retryAfter: null };
    },
  };
}
