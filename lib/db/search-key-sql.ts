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

/**
 * Keys of `kind` equal to `value`, or beginning with it: a range on the (kind, value) index; the prefix is checked
 * again only when the range has no upper bound (checking it on every key cost a third of a common name's read).
 */
function keyCondition(kind: string, value: string, isPrefix: boolean): Statement {
  if (!isPrefix) return sql`k."kind" = ${kind} AND k."value" = ${value}`;
  const upper = prefixUpperBound(value);
  if (upper) return sql`k."kind" = ${kind} AND k."value" >= ${value} AND k."value" < ${upper}`;
  return sql`k."kind" = ${kind} AND k."value" >= ${value} AND substr(k."value", 1, ${value.length}) = ${value}`;
}

/**
 * The distinct processes among the first `keys` matching keys in index order, at most `take` of them (a process may
 * hold several keys: a name prefix can match a word and the whole name). Made distinct in the database: a common
 * name's 4,000 keys handed to JavaScript one row each cost more than the whole read.
 */
export async function processesOfKeys(
  db: Db,
  { kind, value, isPrefix, keys, take }: { kind: string; value: string; isPrefix: boolean; keys: number; take: number },
): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`SELECT DISTINCT s."id" AS "id" FROM
      (SELECT k."processId" AS "id" FROM "ProcessSearchKey" k WHERE ${keyCondition(kind, value, isPrefix)} LIMIT ${keys}) s
      LIMIT ${take}`,
  );
  return rows.map((row) => String(row.id));
}

/** How many keys match, counting at most `cap`. */
export async function countKeys(db: Db, kind: string, value: string, isPrefix: boolean, cap: number): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 FROM "ProcessSearchKey" k WHERE ${keyCondition(kind, value, isPrefix)} LIMIT ${cap}) s`,
  );
  return Number(row?.n ?? 0);
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

/**
 * One page of the processes, newest first (ties by id, descending), as the list orders them: only the page's ids come
 * back (a thousand found, fifty shown).
 */
export async function newestFirstPage(
  db: Db,
  processIds: string[],
  { offset, limit }: { offset: number; limit: number },
): Promise<string[]> {
  if (!processIds.length) return [];
  const ids = joinSql(processIds.map((id) => sql`(${id})`));
  const rows = await queryRows(
    db,
    sql`SELECT p."id" AS "id" FROM (VALUES ${ids}) AS ids CROSS JOIN "Process" p WHERE p."id" = ids."column1"
      ORDER BY p."createdAt" DESC, p."id" DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => String(row.id));
}
