import fs from "node:fs/promises";
import path from "node:path";
import { type Db, databaseKindOf } from "@/lib/db/client";
import type { TEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { SERVICE_VERSION } from "@/lib/service/version";
import type { FileStorage } from "@/lib/storage/storage-types";
import { BACKUP_FORMAT, type BackupManifest, digestOfFile, writeManifest } from "./backup-manifest";
import { copyKeysOut } from "./copy-keys";
import { copyStoredFilesOut } from "./copy-stored-files-out";
import { databaseFacts, type SnapshotQuery, storedFileRows } from "./database-facts";
import { dumpPostgres } from "./dump-postgres";
import { secretFingerprint } from "./secret-fingerprint";
import { snapshotSqlite } from "./snapshot-sqlite";

export type BackupRun = { dir: string; manifest: BackupManifest; problems: string[] };

type BackupOptions = { db: Db; storage: FileStorage; config: TEnv; out: string; log: (line: string) => void };

/** The folder a backup goes to: made for it (owner only), or an existing empty one; never one that holds anything. */
async function emptyFolder(out: string): Promise<string> {
  const dir = path.resolve(out);
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length) throw new AppError("invalid", `${dir} is not empty: give a new folder for each backup`);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * A consistent copy of a running installation into `out`: the database as of one snapshot, the stored files its rows
 * name (checked against their SHA-256) and the installation's own, `DATA_DIR/keys`, and a manifest of SHA-256s written
 * last. Files whose process is erased meanwhile are named in the manifest; any other file missing or altered in the
 * storage is a problem (the backup still holds everything else).
 */
export async function takeBackup({ db, storage, config, out, log }: BackupOptions): Promise<BackupRun> {
  const dir = await emptyFolder(out);
  const kind = databaseKindOf(db);
  const databaseFile = kind === "sqlite" ? "database.sqlite" : "database.pgdump";
  const read = async (query: SnapshotQuery) => ({ facts: await databaseFacts(query, kind), stored: await storedFileRows(query, kind) });
  log(`Copying the ${kind} database (one snapshot; the servers keep running)`);
  const target = path.join(dir, databaseFile);
  const { facts, stored } =
    kind === "sqlite" ? await snapshotSqlite(db, target, read) : await dumpPostgres(config.DATABASE_URL, target, read);
  log(`Copying ${stored.length} stored files from ${storage.describe()}`);
  const copied = await copyStoredFilesOut(storage, stored, dir);
  const stillNamed = new Set(
    (await db.storedFile.findMany({ where: { id: { in: copied.missing.map((row) => row.id) } }, select: { id: true } })).map(
      (row) => row.id,
    ),
  );
  const problems = [
    ...copied.missing
      .filter((row) => stillNamed.has(row.id))
      .map((row) => `stored file ${row.id} (${row.storageKey}) is missing from the storage`),
    ...copied.altered.map((row) => `stored file ${row.id} (${row.storageKey}) does not match its row's SHA-256: copied as it is`),
  ];
  log("Copying DATA_DIR/keys");
  const keys = await copyKeysOut(config.dataDir, dir);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    appVersion: SERVICE_VERSION,
    database: { kind, path: databaseFile, ...(await digestOfFile(target)), ...facts },
    files: copied.files,
    keys,
    secretFingerprint: secretFingerprint(config.NEXTAUTH_SECRET),
    erasedDuringBackup: copied.missing.filter((row) => !stillNamed.has(row.id)).map((row) => ({ key: row.storageKey, fileId: row.id })),
  };
  await writeManifest(dir, manifest);
  return { dir, manifest, problems };
}
