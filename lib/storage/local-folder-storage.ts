import crypto from "node:crypto";
import type { Dirent } from "node:fs";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { entryOf, STAGED } from "./storage-entry";
import type { FileStorage } from "./storage-types";

function ignoreMissing(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
}

async function syncFile(file: string): Promise<void> {
  const handle = await fs.open(file, "r+");
  try {
    // On disk before the row that names it commits, so a power cut cannot leave a row with half its bytes.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeSynced(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, bytes);
  await syncFile(file);
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

/** The files under one folder (`DATA_DIR/storage`): staged and partial writes are files beside their key. */
export function localFolderStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error("storage key escapes the storage folder");
    return full;
  };
  const aside = (key: string) => resolve(`${key}.${crypto.randomBytes(8).toString("hex")}.partial`);
  const read = async (file: string) => {
    try {
      return await fs.readFile(file);
    } catch (error) {
      ignoreMissing(error);
      return null;
    }
  };
  const open = async (file: string) => {
    try {
      return await fs.open(file, "r");
    } catch (error) {
      ignoreMissing(error);
      return null;
    }
  };
  return {
    async put(key, bytes) {
      const partial = aside(key);
      await writeSynced(partial, bytes);
      await fs.rename(partial, resolve(key));
    },
    async putStream(key, stream: Readable) {
      const partial = aside(key);
      await fs.mkdir(path.dirname(partial), { recursive: true });
      await pipeline(stream, createWriteStream(partial));
      await syncFile(partial);
      await fs.rename(partial, resolve(key));
    },
    stage: (key, bytes) => writeSynced(resolve(key + STAGED), bytes),
    async publish(key) {
      try {
        await fs.rename(resolve(key + STAGED), resolve(key));
        return true;
      } catch (error) {
        ignoreMissing(error);
        const published = await open(resolve(key));
        await published?.close();
        return published !== null;
      }
    },
    async discard(key) {
      await fs.rm(resolve(key + STAGED)).catch(ignoreMissing);
    },
    // A row can commit a moment before its bytes are published (or a crash can fall in between): read them staged.
    get: async (key) => (await read(resolve(key))) ?? read(resolve(key + STAGED)),
    async getStream(key, range) {
      const handle = (await open(resolve(key))) ?? (await open(resolve(key + STAGED)));
      return handle?.createReadStream(range) ?? null;
    },
    async *list() {
      for await (const { name, modifiedAt } of walk(path.resolve(root))) yield entryOf(name, modifiedAt);
    },
    async remove(name) {
      await fs.rm(resolve(name)).catch(ignoreMissing);
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
    describe: () => path.resolve(root),
  };
}
