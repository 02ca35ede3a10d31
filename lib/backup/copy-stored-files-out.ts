import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { hashingStream } from "@/lib/storage/hashing-stream";
import { fileIdOfStorageKey } from "@/lib/storage/storage-key";
import type { FileStorage } from "@/lib/storage/storage-types";
import type { CopiedStoredFile } from "./backup-manifest";
import { filePathOf, within } from "./backup-paths";
import type { StoredFileRow } from "./database-facts";

export type CopiedOut = {
  files: CopiedStoredFile[];
  /** Rows whose bytes the storage did not have. */
  missing: StoredFileRow[];
  /** Rows whose bytes do not hash to the row's SHA-256 (copied as they are, the manifest has their own hash). */
  altered: StoredFileRow[];
};

/** Copies one file from the storage into the backup, hashing it on the way; false when the storage has no such file. */
async function copyOut(storage: FileStorage, key: string, dir: string): Promise<{ sha256: string; size: number } | null> {
  const source = await storage.getStream(key);
  if (!source) return null;
  const target = within(dir, filePathOf(key));
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const hashing = hashingStream();
  await pipeline(source, hashing, createWriteStream(target, { mode: 0o600 }));
  return hashing.digest();
}

/**
 * Copies the stored files the snapshot's rows name, then the installation's own files (named by no row, such as the
 * sanctions list), from the storage (local folder or bucket) into `dir/files/`, streamed.
 */
export async function copyStoredFilesOut(storage: FileStorage, rows: StoredFileRow[], dir: string): Promise<CopiedOut> {
  const result: CopiedOut = { files: [], missing: [], altered: [] };
  for (const row of rows) {
    const copied = await copyOut(storage, row.storageKey, dir);
    if (!copied) {
      result.missing.push(row);
      continue;
    }
    if (copied.sha256 !== row.sha256 || copied.size !== row.size) result.altered.push(row);
    result.files.push({ path: filePathOf(row.storageKey), key: row.storageKey, fileId: row.id, ...copied });
  }
  for await (const entry of storage.list()) {
    if (entry.state !== "published" || fileIdOfStorageKey(entry.key) !== null) continue;
    const copied = await copyOut(storage, entry.key, dir);
    if (copied) result.files.push({ path: filePathOf(entry.key), key: entry.key, fileId: null, ...copied });
  }
  return result;
}
