import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient as PgClient } from "./generated/pg/client";
import { PrismaClient } from "./generated/sqlite/client";
import { cachingPrepare, type SqliteStatement } from "./statement-cache";

/** Both generated clients come from the same models (prisma/pg is derived from prisma/schema), so one type serves. */
export type Db = PrismaClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const SQLITE_PRAGMAS =
  "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;";

type RawSqlite = { prepare: (sql: string) => SqliteStatement };

/**
 * The embedded default: one file, WAL so readers never wait for the writer, foreign keys enforced.
 * Transactions start with BEGIN IMMEDIATE: the adapter's plain BEGIN takes the write lock only at the
 * first write, and when another process (the CLI, a second server) wrote meanwhile that upgrade fails at
 * once instead of waiting out the busy timeout. Statements are prepared once per SQL text (statement-cache.ts).
 */
export class EmbeddedSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
    const raw = (adapter as unknown as { client: RawSqlite }).client;
    const prepare = cachingPrepare(raw.prepare.bind(raw));
    raw.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
    return adapter;
  }
}

export function sqliteAdapter(filePath: string) {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  return new EmbeddedSqlite({ url: filePath, timeout: 5000 });
}

export function pgAdapter(url: string) {
  return new PrismaPg({ connectionString: url, max: 10 });
}

const globalForDb = globalThis as unknown as { idvDb?: Db; idvDbKinds?: WeakMap<Db, "sqlite" | "postgres"> };

// On globalThis: scripts/server.ts and Next's bundles each load their own copy of this module, and a client one
// copy made must still be known as PostgreSQL to the other (or withExclusiveTransaction would take no lock).
globalForDb.idvDbKinds ??= new WeakMap();
const kinds = globalForDb.idvDbKinds;

// Under a burst, transactions queue for SQLite's one writer or the PostgreSQL pool. Prisma's defaults (2 s to start,
// 5 s to finish) turn that wait into a 500 ("Unable to start a transaction in the given time", seen in loaded tests).
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

export function createDb(databaseUrl: string): Db {
  const client = databaseUrl.startsWith("file:")
    ? new PrismaClient({ adapter: sqliteAdapter(path.resolve(databaseUrl.slice("file:".length))), transactionOptions: TRANSACTION_OPTIONS })
    : (new PgClient({ adapter: pgAdapter(databaseUrl), transactionOptions: TRANSACTION_OPTIONS }) as unknown as Db);
  kinds.set(client, databaseUrl.startsWith("file:") ? "sqlite" : "postgres");
  return client;
}

export function databaseKindOf(client: Db): "sqlite" | "postgres" {
  return kinds.get(client) ?? "sqlite";
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
