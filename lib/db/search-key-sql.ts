import type { Db } from "./client";
import { joinSql, queryRows, type Row, type Statement, sql } from "./direct-sql";

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

/** A process a search found, with its creation (ms since the epoch: the order of the search's pages). */
export type KeyMatch = { id: string; createdAt: number };

/** SQLite gives the creation as ISO text, PostgreSQL as a Date. */
function matchOf(row: Row): KeyMatch {
  const at = row.createdAt;
  return { id: String(row.id), createdAt: at instanceof Date ? at.getTime() : Date.parse(String(at ?? 0)) || 0 };
}

/**
 * The distinct processes among the first `keys` matching keys in index order, at most `take` of them (a process may
 * hold several keys: a name prefix can match a word and the whole name). Made distinct in the database: a common
 * name's 4,000 keys handed to JavaScript one row each cost more than the whole read.
 */
export async function processesOfKeys(
  db: Db,
  { kind, value, isPrefix, keys, take }: { kind: string; value: string; isPrefix: boolean; keys: number; take: number },
): Promise<KeyMatch[]> {
  const rows = await queryRows(
    db,
    sql`SELECT DISTINCT s."id" AS "id", s."createdAt" AS "createdAt" FROM
      (SELECT k."processId" AS "id", k."processCreatedAt" AS "createdAt" FROM "ProcessSearchKey" k
        WHERE ${keyCondition(kind, value, isPrefix)} LIMIT ${keys}) s
      LIMIT ${take}`,
  );
  return rows.map(matchOf);
}

/** A value of a kind, or the beginning of one, and how many of the newest processes with such a key are wanted. */
type NewestOfValue = { kind: string; value: string; isPrefix: boolean; take: number };

/** Keys of one value a process may hold: a name prefix can match a process's word and its whole name, from a form and a document. */
export const KEYS_PER_PROCESS = 4;

/**
 * The newest `take` processes with a key of one value (or beginning with it): the range's keys newest first (an exact
 * value's are in that order in the index; a prefix's are sorted, keeping only the first few), made distinct here, and
 * read again further in the rare case a process held more keys than expected.
 */
export async function newestInRange(db: Db, { kind, value, isPrefix, take }: NewestOfValue): Promise<KeyMatch[]> {
  for (let keys = take * KEYS_PER_PROCESS; ; keys *= KEYS_PER_PROCESS) {
    const rows = await queryRows(
      db,
      sql`SELECT k."processId" AS "id", k."processCreatedAt" AS "createdAt" FROM "ProcessSearchKey" k
        WHERE ${keyCondition(kind, value, isPrefix)}
        ORDER BY k."processCreatedAt" DESC, k."processId" DESC LIMIT ${keys}`,
    );
    const distinct = [...new Map(rows.map((row) => [String(row.id), matchOf(row)])).values()];
    if (distinct.length >= take || rows.length < keys) return distinct.slice(0, take);
  }
}

/**
 * The newest `take` processes with a key of one value (or beginning with it), walking the processes newest first and
 * probing each, over at most the `walk` newest: for a value so common that one process in a hundred holds it, this
 * reads a few thousand rows where sorting its range would read every key of it.
 */
export async function newestByWalk(db: Db, { kind, value, isPrefix, take, walk }: NewestOfValue & { walk: number }): Promise<KeyMatch[]> {
  // The walk's end as a bound on the index the walk runs along (a LIMIT would not stop it before `take` are found).
  const [last] = await queryRows(
    db,
    sql`SELECT "createdAt" FROM "Process" ORDER BY "createdAt" DESC, "id" DESC LIMIT 1 OFFSET ${walk - 1}`,
  );
  const within = last ? sql`s."createdAt" >= ${last.createdAt} AND ` : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT s."id" AS "id", s."createdAt" AS "createdAt" FROM "Process" s
      WHERE ${within}EXISTS (SELECT 1 FROM "ProcessSearchKey" k WHERE k."processId" = s."id" AND ${keyCondition(kind, value, isPrefix)})
      ORDER BY s."createdAt" DESC, s."id" DESC LIMIT ${take}`,
  );
  return rows.map(matchOf);
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
