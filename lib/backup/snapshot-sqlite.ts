import Database from "better-sqlite3";
import { type Db, driverOf } from "@/lib/db/client";
import type { SnapshotQuery } from "./database-facts";

/**
 * Writes a transactionally consistent copy of the SQLite database to `target` while the servers keep writing
 * (VACUUM INTO reads one snapshot; SQLite's page-by-page backup API starts over whenever another connection writes
 * between its steps), then runs `read` on the copy, so that what the manifest says is what the copy holds. The copy
 * has no free pages, so nothing an erasure removed is in it.
 */
export async function snapshotSqlite<T>(client: Db, target: string, read: (query: SnapshotQuery) => Promise<T>): Promise<T> {
  const driver = driverOf(client);
  if (driver?.kind !== "sqlite") throw new Error("snapshotSqlite needs a SQLite database");
  await client.$connect();
  const connection = driver.adapter.connection;
  if (!connection) throw new Error("the SQLite adapter did not connect");
  await connection.gate.run(() => connection.prepare("VACUUM INTO ?").run(target));
  const copy = new Database(target);
  try {
    // One self-contained file: restored, the server turns WAL on again.
    copy.pragma("journal_mode = DELETE");
    return await read(async (text, params = []) => copy.prepare(text).all(...params) as Record<string, unknown>[]);
  } finally {
    copy.close();
  }
}
