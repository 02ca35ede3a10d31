import crypto from "node:crypto";
import type { Dirent } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** A file in the storage: published (readable by its key), staged (awaiting its row) or a partial write. */
export type StorageEntry = { name: string; key: string; state: "published" | "staged" | "partial"; modifiedAt: Date };

/**
 * Where file bytes live; the database keeps only the key. A local folder now, S3-compatible later.
 * Files that belong to a database row are staged, the row committed, then published: a crash leaves only staged
 * bytes (published by the orphan sweep when their row exists, else removed), never a published file without a row.
 */
export type FileStorage = {
  /** Replaces the bytes at the key at once (written aside, then renamed): readers see the old bytes or the new. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** Writes the bytes under the key's staged name, before the row that names them commits. */
  stage: (key: string, bytes: Buffer) => Promise<void>;
  /** Moves staged bytes to their key once their row has committed; a no-op when already published. */
  publish: (key: string) => Promise<void>;
  /** Drops staged bytes whose row did not commit. */
  discard: (key: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  /** Every file under the storage. */
  list: () => AsyncIterable<StorageEntry>;
  /** Removes a listed file by its name. */
  remove: (name: string) => Promise<void>;
};

const STAGED = ".staged";
const PARTIAL = /\.[0-9a-f]{16}\.partial$/;

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
}

async function writeSynced(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.open(file, "w");
  try {
    await handle.writeFile(bytes);
    // On disk before the row that names it commits, so a power cut cannot leave a row with half its bytes.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function* walk(root: string, dir = root): AsyncGenerator<{ name: string; modifiedAt: Date }> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    ignoreMissing(error);
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) {
      const stat = await fs.stat(full).catch(() => null);
      if (stat) yield { name: path.relative(root, full).split(path.sep).join("/"), modifiedAt: stat.mtime };
    }
  }
}

export function localFolderStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error("storage key escapes the storage folder");
    return full;
  };
  const read = async (file: string) => {
    try {
      return await fs.readFile(file);
    } catch (error) {
      ignoreMissing(error);
      return null;
    }
  };
  return {
    async put(key, bytes) {
      const aside = resolve(`${key}.${crypto.randomBytes(8).toString("hex")}.partial`);
      await writeSynced(aside, bytes);
      await fs.rename(aside, resolve(key));
    },
    stage: (key, bytes) => writeSynced(resolve(key + STAGED), bytes),
    async publish(key) {
      await fs.rename(resolve(key + STAGED), resolve(key)).catch(ignoreMissing);
    },
    async discard(key) {
      await fs.rm(resolve(key + STAGED)).catch(ignoreMissing);
    },
    // A row can commit a moment before its bytes are published (or a crash can fall in between): read them staged.
    get: async (key) => (await read(resolve(key))) ?? read(resolve(key + STAGED)),
    async *list() {
      for await (const { name, modifiedAt } of walk(path.resolve(root))) {
        if (name.endsWith(STAGED)) yield { name, key: name.slice(0, -STAGED.length), state: "staged", modifiedAt };
        else if (PARTIAL.test(name)) yield { name, key: name.replace(PARTIAL, ""), state: "partial", modifiedAt };
        else yield { name, key: name, state: "published", modifiedAt };
      }
    },
    async remove(name) {
      await fs.rm(resolve(name)).catch(ignoreMissing);
    },
  };
}

let shared: FileStorage | undefined;
export function fileStorage(): FileStorage {
  shared ??= localFolderStorage(path.join(env().dataDir, "storage"));
  return shared;
}
