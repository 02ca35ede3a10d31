import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "@/lib/env";
import { errorSummary, logger } from "@/lib/observability/logger";
import { ConnectionGate } from "./connection-gate";
import { PrismaClient as PgClient } from "./generated/pg/client";
import { PrismaClient } from "./generated/sqlite/client";
import { cachingPrepare, type SqliteStatement } from "./statement-cache";

/** Both generated clients come from the same models (prisma/pg is derived from prisma/schema), so one type serves. */
export type Db = PrismaClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

// temp_store in memory: a transaction's statement journal went to a temporary file (written page by page, seen in
// perf as 9 % of a form step's CPU). synchronous FULL: the WAL is synced at every (group) commit, so an acknowledged
// write survives an operating-system crash or power cut too (NORMAL syncs only at checkpoints); bench:api showed no
// difference between the two (docs/benchmarks.md). secure_delete: a deleted or rewritten row's bytes are zeroed, not
// left in free space, so an erased applicant cannot be read back from the file (truncate-sqlite-wal.ts empties the WAL).
export const SQLITE_SYNCHRONOUS = "FULL";
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
export const SQLITE_PRAGMAS = `PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}; PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}; PRAGMA temp_store = MEMORY; PRAGMA secure_delete = ON;`;

type RawSqlite = { prepare: (sql: string) => SqliteStatement };

/** The server's one SQLite connection and the gate every statement and transaction on it passes. */
export type SqliteConnection = { prepare: (sql: string) => SqliteStatement; gate: ConnectionGate };

type Adapter = Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>;

/**
 * The embedded default: one file, WAL so readers never wait for the writer, foreign keys enforced.
 * Transactions start with BEGIN IMMEDIATE: the adapter's plain BEGIN takes the write lock only at the
 * first write, and when another process (the CLI, a second server) wrote meanwhile that upgrade fails at
 * once instead of waiting out the busy timeout. Statements are prepared once per SQL text (statement-cache.ts).
 * A transaction holds the connection's gate until it ends, and statements outside transactions wait for it: the
 * adapter alone would run them inside whichever transaction is open (seen: a read saw another's uncommitted row).
 */
export class EmbeddedSqlite extends PrismaBetterSqlite3 {
  connection?: SqliteConnection;

  constructor(readonly filePath: string) {
    super({ url: filePath, timeout: SQLITE_BUSY_TIMEOUT_MS });
  }

  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    const raw = (adapter as unknown as { client: RawSqlite }).client;
    const prepare = cachingPrepare(raw.prepare.bind(raw));
    raw.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
    this.connection = { prepare: raw.prepare, gate: new ConnectionGate() };
    gateStatements(adapter, this.connection.gate);
    return adapter;
  }
}

function gateStatements(adapter: Adapter, gate: ConnectionGate) {
  const { queryRaw, executeRaw, startTransaction } = adapter;
  adapter.queryRaw = (query) => gate.run(() => queryRaw.call(adapter, query));
  adapter.executeRaw = (query) => gate.run(() => executeRaw.call(adapter, query));
  adapter.startTransaction = async (isolationLevel) => {
    const release = await gate.acquire();
    try {
      const transaction = await startTransaction.call(adapter, isolationLevel);
      const { commit, rollback } = transaction;
      transaction.commit = () => commit.call(transaction).finally(release);
      transaction.rollback = () => rollback.call(transaction).finally(release);
      return transaction;
    } catch (error) {
      release();
      throw error;
    }
  };
}

export function sqliteAdapter(filePath: string) {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  return new EmbeddedSqlite(filePath);
}

/** One pool per server, shared by Prisma and the hot path's direct statements (lib/db/direct-sql.ts). */
export function pgPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10, allowExitOnIdle: true });
  // An idle connection the server ended (a restart, a dropped test database) is an 'error' on the pool, which then
  // discards it; unheard, it would crash the process.
  pool.on("error", (error) => logger.warn(errorSummary(error), "database connection lost while idle"));
  return pool;
}

export function pgAdapter(pool: pg.Pool) {
  return new PrismaPg(pool, { disposeExternalPool: true });
}

/** What a client was made with: its kind, and the driver beneath Prisma for direct statements. */
export type DbDriver = { kind: "sqlite"; adapter: EmbeddedSqlite } | { kind: "postgres"; pool: pg.Pool };

const globalForDb = globalThis as unknown as { idvDb?: Db; idvDbDrivers?: WeakMap<Db, DbDriver> };

// On globalThis: scripts/server.ts and Next's bundles each load their own copy of this module, and a client one
// copy made must still be known as PostgreSQL to the other (or withExclusiveTransaction would take no lock).
globalForDb.idvDbDrivers ??= new WeakMap();
const drivers = globalForDb.idvDbDrivers;

// Under a burst, transactions queue for SQLite's one writer or the PostgreSQL pool. Prisma's defaults (2 s to start,
// 5 s to finish) turn that wait into a 500 ("Unable to start a transaction in the given time", seen in loaded tests).
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export function createDb(databaseUrl: string): Db {
  if (databaseUrl.startsWith("file:")) {
    const adapter = sqliteAdapter(path.resolve(databaseUrl.slice("file:".length)));
    const client = new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS });
    drivers.set(client, { kind: "sqlite", adapter });
    return client;
  }
  const pool = pgPool(databaseUrl);
  const client = new PgClient({ adapter: pgAdapter(pool), transactionOptions: TRANSACTION_OPTIONS }) as unknown as Db;
  drivers.set(client, { kind: "postgres", pool });
  return client;
}

/** The driver of a client createDb made (a transaction's client has none). */
export function driverOf(client: Db | Tx): DbDriver | undefined {
  return drivers.get(client as Db);
}

export function databaseKindOf(client: Db): "sqlite" | "postgres" {
  return driverOf(client)?.kind ?? "sqlite";
}

/**
 * Runs `work` as the only holder of `lockName` for the length of one transaction: SQLite transactions
 * are already exclusive (BEGIN IMMEDIATE); PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function withExclusiveTransaction<T>(client: Db, lockName: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return client.$transaction(async (tx) => {
    if (databaseKindOf(client) === "postgres") await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${lockName}))`;
    return work(tx);
  });
}

/** The process-wide client (kept on globalThis so `next dev` reloads do not open a new pool each time). */
export function db(): Db {
  globalForDb.idvDb ??= createDb(env().DATABASE_URL);
  return globalForDb.idvDb;
}
