import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type Db, databaseKindOf } from "@/lib/db/client";
import type { TEnv } from "@/lib/env";
import { hashingStream } from "@/lib/storage/hashing-stream";
import type { FileStorage } from "@/lib/storage/storage-types";
import type { BackupManifest } from "./backup-manifest";
import { within } from "./backup-paths";
import { databaseFacts } from "./database-facts";
import { secretFingerprint } from "./secret-fingerprint";

export type InstallationCheck = { problems: string[]; files: number; keys: number; tables: number };

type CheckOptions = { manifest: BackupManifest; db: Db; storage: FileStorage; config: TEnv };

async function digestOfStored(storage: FileStorage, key: string) {
  const stream = await storage.getStream(key);
  if (!stream) return null;
  const hashing = hashingStream();
  await pipeline(stream, hashing, async (source) => {
    for await (const _ of source);
  });
  return hashing.digest();
}

async function digestOfKey(dataDir: string, backupPath: string) {
  const file = within(dataDir, backupPath);
  if (!fs.existsSync(file)) return null;
  const hashing = hashingStream();
  await pipeline(fs.createReadStream(file), hashing, async (source) => {
    for await (const _ of source);
  });
  return hashing.digest();
}

const differs = (found: { sha256: string; size: number } | null, expected: { sha256: string; size: number }) =>
  !found
    ? "missing"
    : found.sha256 !== expected.sha256 || found.size !== expected.size
      ? `SHA-256 ${found.sha256} (${found.size} bytes)`
      : null;

/**
 * Compares an installation (its database, storage, `DATA_DIR/keys` and NEXTAUTH_SECRET) with a backup's manifest:
 * every migration the backup had is applied, every table holds as many rows, every stored file and key hashes as
 * listed. Right after a restore, before any server starts, it finds nothing; later, new rows are differences.
 */
export async function checkInstallation({ manifest, db, storage, config }: CheckOptions): Promise<InstallationCheck> {
  const problems: string[] = [];
  const kind = databaseKindOf(db);
  if (kind !== manifest.database.kind)
    return { problems: [`the backup is of ${manifest.database.kind}, this installation runs ${kind}`], files: 0, keys: 0, tables: 0 };
  const live = await databaseFacts((text, params = []) => db.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params), kind);
  const applied = new Set(live.migrations);
  const unapplied = manifest.database.migrations.filter((name) => !applied.has(name));
  if (unapplied.length) problems.push(`migrations of the backup not applied here: ${unapplied.join(", ")}`);
  for (const [table, count] of Object.entries(manifest.database.rows))
    if (live.rows[table] !== count) problems.push(`table ${table}: ${live.rows[table] ?? "missing"} rows here, ${count} in the backup`);
  for (const file of manifest.files) {
    const problem = differs(await digestOfStored(storage, file.key), file);
    if (problem) problems.push(`stored file ${file.key}: ${problem} in ${storage.describe()}`);
  }
  for (const key of manifest.keys) {
    const problem = differs(await digestOfKey(config.dataDir, key.path), key);
    if (problem) problems.push(`${path.join(config.dataDir, key.path)}: ${problem}`);
  }
  if (secretFingerprint(config.NEXTAUTH_SECRET) !== manifest.secretFingerprint)
    problems.push("NEXTAUTH_SECRET is not the one the backed-up installation ran with (its sealed and hashed values will not open)");
  return { problems, files: manifest.files.length, keys: manifest.keys.length, tables: Object.keys(manifest.database.rows).length };
}
