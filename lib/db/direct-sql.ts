import { createHash } from "node:crypto";
import type pg from "pg";
import { type Db, databaseKindOf, driverOf, SQLITE_SYNCHRONOUS, type SqliteConnection, type Tx } from "./client";
import type { ConnectionGate } from "./connection-gate";
import { Prisma } from "./generated/sqlite/client";
import { LruCache } from "./lru-cache";
import { PREPARED_STATEMENTS_KEPT, type SqliteStatement } from "./statement-cache";

/**
 * SQL written once for both databases (double-quoted names, `?` placeholders), run straight on the driver beneath
 * Prisma: the API's hot path, where Prisma's per-query work was most of the time (bench/api.ts; docs/architecture.md).
 */
export class Statement {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}
export type Row = Record<string, unknown>;
export type DatabaseKind = "sqlite" | "postgres";

/** A value stored as JSON: text on SQLite, jsonb on PostgreSQL. */
class JsonParameter {
  constructor(readonly value: unknown) {}
}

export const json = (value: unknown) => new JsonParameter(value);

/**
 * `sql\`SELECT … WHERE "id" = ${id}\``: values become parameters; a nested Statement is spliced in. Only an instance
 * is spliced, never an object of the same shape, so no value from a request can become SQL.
 */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Statement {
  return new Statement(strings, values);
}

/** Statements joined by `separator` (e.g. the rows of one multi-row INSERT). */
export function joinSql(parts: Statement[], separator = ", "): Statement {
  const strings = ["", ...parts.slice(1).map(() => separator), ""];
  return new Statement(strings, parts);
}

/** The driver's form of a value (as Prisma's adapters store it: SQLite dates as ISO text with +00:00, booleans 0/1). */
function parameter(kind: DatabaseKind, value: unknown): unknown {
  if (value instanceof Date) return kind === "sqlite" ? value.toISOString().replace("Z", "+00:00") : value.toISOString();
  if (typeof value === "boolean" && kind === "sqlite") return value ? 1 : 0;
  if (value instanceof JsonParameter) return JSON.stringify(value.value);
  return value ?? null;
}

/** The SQL text and parameters for `kind`: PostgreSQL numbers its placeholders and casts JSON. */
export function render(statement: Statement, kind: DatabaseKind): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const write = ({ strings, values }: Statement): string =>
    strings.reduce((text, part, i) => {
      if (i === 0) return part;
      const value = values[i - 1];
      if (value instanceof Statement) return text + write(value) + part;
      params.push(parameter(kind, value));
      const placeholder = kind === "sqlite" ? "?" : `$${params.length}`;
      return text + (kind === "postgres" && value instanceof JsonParameter ? `CAST(${placeholder} AS jsonb)` : placeholder) + part;
    }, "");
  return { text: write(statement), params };
}

/** Statements one at a time: rows of a read, or how many rows a write changed. */
export type SqlRunner = { all(statement: Statement): Promise<Row[]>; run(statement: Statement): Promise<number> };

/**
 * How sure a write must be before it is answered. "durable" (the default): on the disk, so it survives a power cut.
 * "relaxed": committed and seen by every later read, but on SQLite the disk is synced later (by the next durable commit
 * or checkpoint), so a power cut may undo it; for a counter such as the API's rate limit, never for a record.
 */
export type Durability = "durable" | "relaxed";

/**
 * The driver beneath a client createDb made. `transaction` runs `work`'s statements all or none; `commit` does the
 * same for a list of writes, after a guard that must change exactly one row (false, and nothing written, if not).
 */
export type DirectSql = SqlRunner & {
  kind: DatabaseKind;
  /** `work` runs only statements: on SQLite it may run twice (group commit, below), its first run rolled back. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>, durability?: Durability): Promise<T>;
  commit(writes: Statement[], guard?: Statement): Promise<boolean>;
};

/** Thrown inside a transaction to end it with nothing written. */
class GuardMissed extends Error {}

async function guardedWrites(tx: SqlRunner, writes: Statement[], guard?: Statement): Promise<void> {
  if (guard && (await tx.run(guard)) !== 1) throw new GuardMissed();
  for (const write of writes) await tx.run(write);
}

const missedGuard = (error: unknown) => {
  if (error instanceof GuardMissed) return false;
  throw error;
};

/** A unique key another writer took first (SQLite or PostgreSQL spelling). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

const direct = new WeakMap<object, DirectSql>();

/** Straight to the driver, or undefined for a transaction's client (its statements must stay inside Prisma's transaction). */
export function directSql(client: Db | Tx): DirectSql | undefined {
  const known = direct.get(client);
  if (known) return known;
  const driver = driverOf(client);
  if (!driver) return undefined;
  const made = driver.kind === "sqlite" ? sqliteDirect(client as Db, driver.adapter) : postgresDirect(driver.pool);
  direct.set(client, made);
  return made;
}

/** The statement as Prisma's template (Prisma numbers the placeholders and converts dates for its database). */
function prismaSql({ strings, values }: Statement, kind: DatabaseKind): Prisma.Sql {
  const asPrismaValue = (value: unknown): unknown => {
    if (value instanceof Statement) return prismaSql(value, kind);
    if (!(value instanceof JsonParameter)) return value;
    const text = JSON.stringify(value.value);
    return kind === "postgres" ? Prisma.sql`CAST(${text} AS jsonb)` : text;
  };
  return new Prisma.Sql(strings, values.map(asPrismaValue));
}

// Through a transaction's Prisma client the database kind is not known: the statements below pass no JSON parameter,
// the one thing whose text differs by kind.

/** Rows of a read: on the driver when it can, else through the (transaction's) Prisma client. */
export function queryRows(client: Db | Tx, statement: Statement): Promise<Row[]> {
  return directSql(client)?.all(statement) ?? client.$queryRaw<Row[]>(prismaSql(statement, "sqlite"));
}

/**
 * One write whose rows come back (RETURNING), committed on its own: on SQLite in a shared group commit, on PostgreSQL
 * as one statement (atomic by itself; a BEGIN and COMMIT around it would add two round trips and hold its row locks,
 * and PostgreSQL's own commit, durable or not, is the server's setting).
 */
export function writeReturning(client: Db | Tx, statement: Statement, durability: Durability = "durable"): Promise<Row[]> {
  const driver = directSql(client);
  if (!driver) return client.$queryRaw<Row[]>(prismaSql(statement, "sqlite"));
  return driver.kind === "postgres" ? driver.all(statement) : driver.transaction((tx) => tx.all(statement), durability);
}

/** A write for one of Prisma's batch transactions (with writes built by Prisma that must commit with it). */
export function batchedWrite(client: Db, statement: Statement) {
  return client.$executeRaw(prismaSql(statement, databaseKindOf(client)));
}

function sqliteDirect(client: Db, adapter: { connection?: SqliteConnection }): DirectSql {
  // The connection is the one Prisma opens (and gates), opened on first use.
  const connection = async (): Promise<SqliteConnection> => {
    if (!adapter.connection) await client.$connect();
    if (!adapter.connection) throw new Error("the SQLite adapter did not connect");
    return adapter.connection;
  };
  const waiting: Waiting[] = [];
  const commitWaiting = async (prepare: (sql: string) => SqliteStatement, gate: ConnectionGate) => {
    const group = waiting.splice(0, GROUP_COMMIT_LIMIT);
    if (waiting.length) void gate.run(() => commitWaiting(prepare, gate));
    await commitGroup(prepare, group);
  };
  return {
    kind: "sqlite",
    all: async (statement) => {
      const { prepare, gate } = await connection();
      return gate.run(() => sqliteRunner(prepare).all(statement));
    },
    run: async (statement) => {
      const { prepare, gate } = await connection();
      return gate.run(() => sqliteRunner(prepare).run(statement));
    },
    transaction: async (work, durability = "durable") => {
      const { prepare, gate } = await connection();
      return new Promise((resolve, reject) => {
        waiting.push({
          work,
          durability,
          settle: (outcome) => ("error" in outcome ? reject(outcome.error) : resolve(outcome.value as never)),
        });
        // The first to wait schedules a commit for everyone who arrives until the event loop has read its sockets
        // (setImmediate): under load about 20 submissions then share a commit (measured in bench:api).
        if (waiting.length === 1) setImmediate(() => void gate.run(() => commitWaiting(prepare, gate)));
      });
    },
    commit(writes, guard) {
      return this.transaction((tx) => guardedWrites(tx, writes, guard)).then(() => true, missedGuard);
    },
  };
}

function sqliteRunner(prepare: (sql: string) => SqliteStatement): SqlRunner {
  const compiled = (statement: Statement) => {
    const { text, params } = render(statement, "sqlite");
    return { compiledStatement: prepare(text), params };
  };
  return {
    all: async (statement) => {
      const { compiledStatement, params } = compiled(statement);
      return compiledStatement.all(...params) as Row[];
    },
    run: async (statement) => {
      const { compiledStatement, params } = compiled(statement);
      return (compiledStatement.run(...params) as { changes: number }).changes;
    },
  };
}

type Outcome = { value: unknown } | { error: unknown };
type Waiting = { work: (tx: SqlRunner) => Promise<unknown>; durability: Durability; settle: (outcome: Outcome) => void };

/** At most this many transactions share one commit. */
const GROUP_COMMIT_LIMIT = 64;

/**
 * Group commit: the transactions waiting for the connection run in one BEGIN … COMMIT. A commit is most of a small
 * write's cost on SQLite; each caller is answered only after the shared COMMIT, so nothing is acknowledged before it
 * is durable. When one of them fails, the whole group is rolled back and each runs again alone, so a failure undoes
 * only its own work (savepoints around each did the same at twice the cost of the common case, measured). A group
 * of relaxed works only commits without syncing the WAL (synchronous NORMAL): a GET's rate-limit count then costs no
 * fsync; the connection is back at its setting before the gate is released, so Prisma's transactions stay durable.
 */
async function commitGroup(prepare: (sql: string) => SqliteStatement, group: Waiting[]): Promise<void> {
  const together = await inOneTransaction(prepare, group);
  if ("values" in together) {
    for (const [i, { settle }] of group.entries()) settle({ value: together.values[i] });
    return;
  }
  if (group.length === 1) return group[0]?.settle(together);
  for (const waiting of group) {
    const alone = await inOneTransaction(prepare, [waiting]);
    waiting.settle("values" in alone ? { value: alone.values[0] } : alone);
  }
}

/** The works' values once committed together, or the first error (everything rolled back). */
async function inOneTransaction(
  prepare: (sql: string) => SqliteStatement,
  group: Waiting[],
): Promise<{ values: unknown[] } | { error: unknown }> {
  const runner = sqliteRunner(prepare);
  const values: unknown[] = [];
  const isRelaxed = group.every((waiting) => waiting.durability === "relaxed");
  if (isRelaxed) prepare("PRAGMA synchronous = NORMAL").run();
  prepare("BEGIN IMMEDIATE").run();
  try {
    for (const { work } of group) values.push(await work(runner));
    prepare("COMMIT").run();
    return { values };
  } catch (error) {
    prepare("ROLLBACK").run();
    return { error };
  } finally {
    if (isRelaxed) prepare(`PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}`).run();
  }
}

function postgresDirect(pool: pg.Pool): DirectSql {
  // Named statements (the name is the text's hash): each connection parses a text once, then only binds.
  const names = new LruCache<string, string>(PREPARED_STATEMENTS_KEPT);
  const query = (client: pg.Pool | pg.PoolClient, statement: Statement) => {
    const { text, params } = render(statement, "postgres");
    let name = names.get(text);
    if (!name) {
      name = `direct_${createHash("sha1").update(text).digest("hex")}`;
      names.set(text, name);
    }
    return client.query({ name, text, values: params });
  };
  const runnerOn = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    all: async (statement) => (await query(client, statement)).rows as Row[],
    run: async (statement) => (await query(client, statement)).rowCount ?? 0,
  });
  const transaction = async <T>(work: (tx: SqlRunner) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(runnerOn(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    kind: "postgres",
    ...runnerOn(pool),
    transaction,
    // Each round trip to the server costs more than the statement: the guard and the writes go as one statement (one
    // atomic statement needs no BEGIN).
    commit: async (writes, guard) => {
      const together = allInOne(writes, guard);
      if (!together) return true;
      try {
        await runnerOn(pool).run(together);
        return true;
      } catch (error) {
        if (guard && isGuardMissed(error)) return false;
        throw error;
      }
    },
  };
}

/** Said by the error a missed guard raises, so that the line it leaves in the database's log explains itself. */
const GUARD_MISSED = "row version guard: another change to this row was committed first";
const INVALID_TEXT_REPRESENTATION = "22P02";

const isGuardMissed = (error: unknown) => {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === INVALID_TEXT_REPRESENTATION && typeof message === "string" && message.includes(GUARD_MISSED);
};

/**
 * PostgreSQL's data-modifying WITH: the guard and the writes as one statement, each run once, all or none. They must
 * be independent (one snapshot: none sees another's rows, and none may change a row another changes). SQL cannot
 * raise an error by itself, so a guard that changed no row (or more than one) casts GUARD_MISSED to a number: the
 * error aborts the statement, which undoes every write in it, and the database logs that text.
 */
function allInOne(writes: Statement[], guard?: Statement): Statement | undefined {
  if (!guard && writes.length <= 1) return writes[0];
  const parts = [
    ...(guard ? [sql`"guard" AS (${guard} RETURNING 1)`] : []),
    ...writes.map((write, i) => new Statement([`"w${i}" AS (`, ")"], [write])),
  ];
  const outcome = guard
    ? sql`SELECT CAST(CASE WHEN (SELECT count(*) FROM "guard") = 1 THEN '1' ELSE ${GUARD_MISSED} END AS integer)`
    : sql`SELECT 1`;
  return sql`WITH ${joinSql(parts)} ${outcome}`;
}
