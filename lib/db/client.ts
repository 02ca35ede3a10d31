import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "@/lib/env";
import { PrismaClient as PgClient } from "./generated/pg/client";
import { PrismaClient } from "./generated/sqlite/client";

/** Both generated clients come from the same models (prisma/pg is derived from prisma/schema), so one type serves. */
export type Db = PrismaClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export const SQLITE_PRAGMAS =
  "PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;";

/** The embedded default: one file, WAL so readers never wait for the writer, foreign keys enforced. */
export class EmbeddedSqlite extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    await adapter.executeScript(SQLITE_PRAGMAS);
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

export function createDb(databaseUrl: string): Db {
  if (databaseUrl.startsWith("file:")) {
    return new PrismaClient({ adapter: sqliteAdapter(path.resolve(databaseUrl.slice("file:".length))) });
  }
  return new PgClient({ adapter: pgAdapter(databaseUrl) }) as unknown as Db;
}

const globalForDb = globalThis as unknown as { idvDb?: Db };

/** The process-wide client (kept on globalThis so `next dev` reloads do not open a new pool each time). */
export function db(): Db {
  globalForDb.idvDb ??= createDb(env().DATABASE_URL);
  return globalForDb.idvDb;
}
