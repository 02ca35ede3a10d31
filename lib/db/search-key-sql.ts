import type { Db } from "./client";
import { joinSql, queryRows, type Statement, sql } from "./direct-sql";

// The header search's reads, straight on the driver: a common name at 1,000,000 processes reads a few thousand keys,
// and Prisma's per-row work was most of the page's time (bench:pages, `-- --search-only`).

const ORDERED = "0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * The first string past every word that begins with `prefix` (a normalised name: lower-case letters, digits, spaces):
 * "sou" → "sov", "soz" → "sp". Digits sort before letters both byte-wise (SQLite) and in PostgreSQL's usual
 * collations, so the same bound serves both. Null when the last characters are outside a-z0-9 (then only the lower
 * bound narrows the index range and the prefix itself is checked).
 */
export function prefixUpperBound(prefix: string): string | null {
  for (let end = prefix.length - 1; end >= 0; end--) {
    const at = ORDERED.indexOf(prefix.charAt(end));
    if (at < 0) return null;
    if (at < ORDERED.length - 1) return prefix.slice(0, end) + ORDERED.charAt(at + 1);
  }
  return null;
}

/** Keys of `kind` equal to `value`, or beginning with it: a range on the (kind, value) index, the prefix then checked. */
function keyCondition(kind: string, value: string, isPrefix: boolean): Statement {
  if (!isPrefix) return sql`k."kind" = ${kind} AND k."value" = ${value}`;
  const upper = prefixUpperBound(value);
  const range = upper ? sql`k."value" >= ${value} AND k."value" < ${upper}` : sql`k."value" >= ${value}`;
  return sql`k."kind" = ${kind} AND ${range} AND substr(k."value", 1, ${value.length}) = ${value}`;
}

/** The processes of the first `take` matching keys, in index order (a process may hold several of them). */
export async function processIdsOfKeys(db: Db, kind: string, value: string, isPrefix: boolean, take: number): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`SELECT k."processId" AS "id" FROM "ProcessSearchKey" k WHERE ${keyCondition(kind, value, isPrefix)} LIMIT ${take}`,
  );
  return rows.map((row) => String(row.id));
}

/** Which of these processes hold a matching key (the ids drive the join: each probes the primary key). */
export async function processesHoldingKey(
  db: Db,
  processIds: string[],
  kind: string,
  value: string,
  isPrefix: boolean,
): Promise<Set<string>> {
  if (!processIds.length) return new Set();
  const ids = joinSql(processIds.map((id) => sql`(${id})`));
  const rows = await queryRows(
    db,
    sql`SELECT DISTINCT k."processId" AS "id" FROM (VALUES ${ids}) AS ids CROSS JOIN "ProcessSearchKey" k
      WHERE k."processId" = ids."column1" AND ${keyCondition(kind, value, isPrefix)}`,
  );
  return new Set(rows.map((row) => String(row.id)));
}

/** The processes' ids, newest first (ties by id, descending), as the list orders them. */
export async function newestFirst(db: Db, processIds: string[]): Promise<string[]> {
  if (!processIds.length) return [];
  const ids = joinSql(processIds.map((id) => sql`(${id})`));
  const rows = await queryRows(
    db,
    sql`SELECT p."id" AS "id" FROM (VALUES ${ids}) AS ids CROSS JOIN "Process" p WHERE p."id" = ids."column1"
      ORDER BY p."createdAt" DESC, p."id" DESC`,
  );
  return rows.map((row) => String(row.id));
}
