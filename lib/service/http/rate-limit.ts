import type { Db } from "@/lib/db/client";
import { sql, writeReturning } from "@/lib/db/direct-sql";

export type RateLimiter = {
  /** null when allowed; else the seconds until the window resets (for Retry-After). */
  hit: (key: string, now?: number) => Promise<number | null>;
};

/**
 * A fixed-window counter per key in the database, shared by every server: one upsert counts the request and returns
 * the window's count (PostgreSQL locks the row, SQLite has one writer), so parallel requests cannot overrun it.
 */
export function createRateLimiter({ db, limit, windowMs }: { db: () => Db; limit: number; windowMs: number }): RateLimiter {
  return {
    async hit(key, now = Date.now()) {
      if (limit <= 0) return null;
      const start = Math.floor(now / windowMs) * windowMs;
      const [window] = await writeReturning(
        db(),
        sql`INSERT INTO "ApiRateWindow" ("credentialId", "windowStartMs", "count") VALUES (${key}, ${start}, 1)
        ON CONFLICT ("credentialId") DO UPDATE SET
          "count" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN 1 ELSE "ApiRateWindow"."count" + 1 END,
          "windowStartMs" = CASE WHEN "ApiRateWindow"."windowStartMs" < ${start} THEN ${start} ELSE "ApiRateWindow"."windowStartMs" END
        RETURNING "count", "windowStartMs"`,
      );
      if (!window || Number(window.count) <= limit) return null;
      return Math.max(1, Math.ceil((Number(window.windowStartMs) + windowMs - now) / 1000));
    },
  };
}
