import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { readMigrations } from "@/lib/db/migrations/files";
import type { TEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { hashingStream } from "@/lib/storage/hashing-stream";
import type { FileStorage } from "@/lib/storage/storage-types";
import { type BackupManifest, digestOfFile, MANIFEST_FILE, readManifest } from "./backup-manifest";
import { within } from "./backup-paths";
import { copyKeysIn, hasKeys } from "./copy-keys";
import { runPostgresTool } from "./postgres-tools";
import { secretFingerprint } from "./secret-fingerprint";

type RestoreOptions = {
  from: string;
  storage: FileStorage;
  config: TEnv;
  log: (line: string) => void;
  /** Restore although NEXTAUTH_SECRET differs (the original is lost): sealed values and API credentials will not open. */
  acceptOtherSecret: boolean;
};

/** Refuses a backup this version cannot take: another database kind, a newer schema, another secret. */
function refuseForeign(manifest: BackupManifest, config: TEnv, acceptOtherSecret: boolean) {
  if (manifest.database.kind !== config.databaseKind)
    throw new AppError("invalid", `the backup is of a ${manifest.database.kind} database; DATABASE_URL names a ${config.databaseKind} one`);
  const shipped = readMigrations(process.cwd(), config.databaseKind).migrationDirectories.map((migration) => migration.path);
  const unknown = manifest.database.migrations.filter((name) => !shipped.includes(name));
  if (unknown.length)
    throw new AppError(
      "invalid",
      `the backup's schema (${manifest.database.schemaVersion}) is newer than this version knows (its latest migration: ${shipped.at(-1)}); ${unknown.length} migrations unknown here, the first ${unknown[0]}. Restore it with the version that made it (${manifest.appVersion}) or a later one.`,
    );
  if (!acceptOtherSecret && secretFingerprint(config.NEXTAUTH_SECRET) !== manifest.secretFingerprint)
    throw new AppError(
      "invalid",
      "NEXTAUTH_SECRET is not the one the backed-up installation ran with: its TOTP secrets and remote credentials are sealed, and its API credentials hashed, with that one. Set it, or pass --other-secret if it is lost.",
    );
}

/** Every file of the backup is there and hashes as its manifest says. */
async function refuseDamaged(dir: string, manifest: BackupManifest) {
  const damaged: string[] = [];
  for (const file of [manifest.database, ...manifest.files, ...manifest.keys]) {
    const found = await digestOfFile(within(dir, file.path)).catch(() => null);
    if (!found) damaged.push(`${file.path}: missing`);
    else if (found.sha256 !== file.sha256 || found.size !== file.size) damaged.push(`${file.path}: altered`);
  }
  if (damaged.length)
    throw new AppError("invalid", `the backup at ${dir} does not match its manifest:\n  ${damaged.slice(0, 20).join("\n  ")}`);
}

async function postgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `SELECT count(*) AS "n" FROM "information_schema"."tables" WHERE "table_schema" = current_schema()`,
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** A restore goes into an empty installation only: no database, no stored file, no key. */
async function refuseNonEmpty(config: TEnv, storage: FileStorage) {
  const occupied: string[] = [];
  if (config.sqlitePath) {
    for (const file of [config.sqlitePath, `${config.sqlitePath}-wal`])
      if (await fs.stat(file).catch(() => null)) occupied.push(`the database file ${file} exists`);
  } else if ((await postgresTables(config.DATABASE_URL)) > 0) occupied.push("the PostgreSQL database has tables");
  await storage.check().catch((error: unknown) => {
    throw new AppError(
      "invalid",
      `the storage ${storage.describe()} cannot be reached (${error instanceof Error ? error.name : "error"}): with STORAGE=s3, create the bucket first`,
    );
  });
  for await (const entry of storage.list()) {
    occupied.push(`the storage ${storage.describe()} holds files (${entry.name}, …)`);
    break;
  }
  if (await hasKeys(config.dataDir)) occupied.push(`${path.join(config.dataDir, "keys")} holds files`);
  if (occupied.length) throw new AppError("invalid", `a restore goes into an empty installation only:\n  ${occupied.join("\n  ")}`);
}

async function restoreSqlite(file: string, target: string) {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  await fs.copyFile(file, partial);
  const handle = await fs.open(partial, "r+");
  await handle.sync();
  await handle.close();
  await fs.rename(partial, target);
}

/**
 * Brings a backup back into an empty installation (the one DATABASE_URL, STORAGE and DATA_DIR name): checks it
 * first (kind, schema not newer than this version's, secret, every file's SHA-256) and refuses a target that holds
 * anything, then copies the stored files and keys, and the database last (SQLite: renamed into place; PostgreSQL:
 * pg_restore in one transaction), so an installation with a database is a complete one.
 */
export async function restoreBackup({ from, storage, config, log, acceptOtherSecret }: RestoreOptions): Promise<BackupManifest> {
  const dir = path.resolve(from);
  const manifest = await readManifest(path.join(dir, MANIFEST_FILE));
  refuseForeign(manifest, config, acceptOtherSecret);
  log(`Checking the backup of ${manifest.createdAt} against its manifest`);
  await refuseDamaged(dir, manifest);
  await refuseNonEmpty(config, storage);
  log(`Copying ${manifest.files.length} stored files to ${storage.describe()}`);
  for (const file of manifest.files) {
    const hashing = hashingStream();
    await storage.putStream(file.key, createReadStream(within(dir, file.path)).pipe(hashing));
    if (hashing.digest().sha256 !== file.sha256) throw new Error(`${file.path} changed while it was copied`);
  }
  log(`Copying ${manifest.keys.length} keys to ${path.join(config.dataDir, "keys")}`);
  await copyKeysIn(dir, manifest.keys, config.dataDir);
  log("Restoring the database");
  const databaseFile = within(dir, manifest.database.path);
  if (config.sqlitePath) await restoreSqlite(databaseFile, config.sqlitePath);
  else
    await runPostgresTool(
      "pg_restore",
      ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", databaseFile],
      config.DATABASE_URL,
    );
  return manifest;
}
