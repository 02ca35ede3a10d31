import { databaseKindOf } from "@/lib/db/client";
import { vacuumSqlite } from "@/lib/db/vacuum-sqlite";
import { AppError } from "@/lib/errors";
import type { Command } from "../cli";

export const dbVacuum: Command = {
  name: "db:vacuum",
  usage:
    "db:vacuum   (SQLite, servers stopped: rewrites the file without free space and empties the WAL; once after upgrading to secure_delete)",
  async run({ db }) {
    if (databaseKindOf(db) !== "sqlite")
      throw new AppError("invalid", "db:vacuum is for SQLite; on PostgreSQL see docs/operations.md (VACUUM FULL, WAL and backups)");
    const result = await vacuumSqlite(db);
    const wal = result.wal === "truncated" ? "WAL emptied" : "WAL NOT emptied: another connection kept reading (stop the servers)";
    return {
      json: result,
      human: `Vacuumed: ${result.bytesBefore} → ${result.bytesAfter} bytes; ${wal}.`,
      exitCode: result.wal === "truncated" ? 0 : 1,
    };
  },
};
