import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { hashingStream } from "@/lib/storage/hashing-stream";
import type { CopiedFile } from "./backup-manifest";
import { within } from "./backup-paths";

/** Every file under `root`, as paths relative to it with `/` separators. */
async function filesUnder(root: string, dir = root): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const found: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, full)));
    else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return found.sort();
}

/** Copies a file, readable by its owner only (keys are secrets), and hashes what it copied. */
async function copyPrivately(from: string, to: string): Promise<{ sha256: string; size: number }> {
  await fs.mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
  const hashing = hashingStream();
  await pipeline(createReadStream(from), hashing, createWriteStream(to, { mode: 0o600 }));
  return hashing.digest();
}

/** Copies `DATA_DIR/keys` into `dir/keys/`. */
export async function copyKeysOut(dataDir: string, dir: string): Promise<CopiedFile[]> {
  const root = path.join(dataDir, "keys");
  const copied: CopiedFile[] = [];
  for (const relative of await filesUnder(root)) {
    const backupPath = `keys/${relative}`;
    copied.push({ path: backupPath, ...(await copyPrivately(path.join(root, relative), within(dir, backupPath))) });
  }
  return copied;
}

/** Copies the backup's keys into `DATA_DIR/keys`; a key whose copy does not hash as the manifest says fails. */
export async function copyKeysIn(dir: string, keys: CopiedFile[], dataDir: string): Promise<void> {
  for (const key of keys) {
    const copied = await copyPrivately(within(dir, key.path), within(dataDir, key.path));
    if (copied.sha256 !== key.sha256) throw new Error(`${key.path} changed while it was copied`);
  }
}

/** Whether `DATA_DIR/keys` holds any file. */
export async function hasKeys(dataDir: string): Promise<boolean> {
  return (await filesUnder(path.join(dataDir, "keys"))).length > 0;
}
