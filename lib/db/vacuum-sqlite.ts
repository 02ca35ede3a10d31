import fs from "node:fs";
import { type Db, driverOf } from "./client";
import { truncateSqliteWal, type WalTruncation } from "./truncate-sqlite-wal";

export type Vacuumed = { bytesBefore: number; bytesAfter: number; wal: WalTruncation };

/**
 * Rewrites the SQLite file without its free space (VACUUM), then empties the WAL: what removes the bytes of rows
 * deleted before the server ran with secure_delete. It holds the write lock throughout, so the servers must be stopped.
 */
export async function vacuumSqlite(client: Db): Promise<Vacuumed> {
  const driver = driverOf(client);
  if (driver?.kind !== "sqlite") throw new Error("VACUUM of the file is for SQLite");
  await client.$connect();
  const connection = driver.adapter.connection;
  if (!connection) throw new Error("the SQLite adapter did not connect");
  const size = () => fs.statSync(driver.adapter.filePath).size;
  const bytesBefore = size();
  await connection.gate.run(() => connection.prepare("VACUUM").run());
  const wal = await truncateSqliteWal(client);
  return { bytesBefore, bytesAfter: size(), wal };
}
