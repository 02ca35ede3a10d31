import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { hashingStream } from "@/lib/storage/hashing-stream";

export const MANIFEST_FILE = "manifest.json";
export const BACKUP_FORMAT = "idv-backup/1";

const ZCopied = z.object({ path: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().min(0) });

const ZManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  database: ZCopied.extend({
    kind: z.enum(["sqlite", "postgres"]),
    /** The latest migration applied: the schema's version. */
    schemaVersion: z.string(),
    migrations: z.array(z.string()),
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  /** Every stored file: those a StoredFile row names (`fileId`) and the installation's own (e.g. the sanctions list). */
  files: z.array(ZCopied.extend({ key: z.string().min(1), fileId: z.string().nullable() })),
  /** `DATA_DIR/keys`: the bundle and webhook signing key, the accounts' signing identities, digital-key files. */
  keys: z.array(ZCopied),
  /** Which NEXTAUTH_SECRET sealed and hashed what the database holds (secret-fingerprint.ts), not the secret. */
  secretFingerprint: z.string(),
  /** Files the snapshot names whose process was erased before they were copied: their rows are gone from the live database. */
  erasedDuringBackup: z.array(z.object({ key: z.string(), fileId: z.string() })),
});

export type BackupManifest = z.infer<typeof ZManifest>;
export type CopiedFile = z.infer<typeof ZCopied>;
export type CopiedStoredFile = BackupManifest["files"][number];

/** A backup's manifest, checked; an operator's mistake (no backup there, an unfinished or foreign one) says so. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const text = await fs.readFile(file, "utf8").catch(() => {
    throw new AppError("invalid", `no ${MANIFEST_FILE} at ${file}: not a backup, or one that did not finish`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("invalid", `${file} is not JSON`);
  }
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success)
    throw new AppError(
      "invalid",
      `${file} is not a ${BACKUP_FORMAT} manifest: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Written last, under a temporary name renamed into place: a backup with a manifest is a finished one. */
export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const temporary = path.join(dir, `${MANIFEST_FILE}.partial`);
  await fs.writeFile(temporary, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const handle = await fs.open(temporary, "r+");
  await handle.sync();
  await handle.close();
  await fs.rename(temporary, path.join(dir, MANIFEST_FILE));
}

/** The SHA-256 and size of a file's bytes, read as a stream. */
export async function digestOfFile(file: string): Promise<{ sha256: string; size: number }> {
  const hashing = hashingStream();
  await pipeline(createReadStream(file), hashing, async (source) => {
    for await (const _ of source);
  });
  return hashing.digest();
}
