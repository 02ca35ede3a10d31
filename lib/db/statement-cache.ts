import { LruCache } from "./lru-cache";

/** The part of a better-sqlite3 statement the Prisma adapter uses. */
export type SqliteStatement = {
  reader: boolean;
  run(...params: unknown[]): unknown;
  columns(): { name: string; type: string | null }[];
  raw(toggle?: boolean): { all(...params: unknown[]): unknown[] };
  all(...params: unknown[]): unknown[];
  bind(...params: unknown[]): unknown;
};

/** Each distinct SQL text prepared once (Prisma's SQL repeats); bound so generated texts (IN lists) cannot grow it. */
export const PREPARED_STATEMENTS_KEPT = 500;

/**
 * Wraps better-sqlite3's `prepare` so a statement is compiled once per SQL text and reused. The adapter calls
 * `prepare(sql).bind(args)` per query, and a better-sqlite3 statement binds only once: the statement handed
 * out binds by returning a view that passes the arguments to each call instead.
 */
export function cachingPrepare(prepare: (sql: string) => SqliteStatement, capacity = PREPARED_STATEMENTS_KEPT) {
  const statements = new LruCache<string, Prepared>(capacity);
  return (sql: string): SqliteStatement => {
    let prepared = statements.get(sql);
    if (!prepared) {
      const statement = prepare(sql);
      // A reader's columns asked once: the schema does not change under a running server (migrations run before it).
      prepared = { statement, columns: statement.reader ? statement.columns() : [] };
      statements.set(sql, prepared);
    }
    return boundTo(prepared, [], false);
  };
}

type Prepared = { statement: SqliteStatement; columns: ReturnType<SqliteStatement["columns"]> };

/** The shared statement seen as a fresh one: bound parameters are passed along on each call, never bound on it. */
function boundTo({ statement, columns }: Prepared, params: unknown[], isBound: boolean): SqliteStatement {
  const args = (more: unknown[]) => [...params, ...more];
  return {
    reader: statement.reader,
    run: (...more) => statement.run(...args(more)),
    columns: () => columns,
    // raw() is a mode of the shared statement: set on every read, never left to an earlier caller.
    raw: (toggle = true) => ({ all: (...more) => statement.raw(toggle).all(...args(more)) }),
    all: (...more) => statement.raw(false).all(...args(more)),
    bind: (...more) => {
      if (isBound) throw new TypeError("The bind() method can only be invoked once per statement object");
      return boundTo({ statement, columns }, more, true);
    },
  };
}
