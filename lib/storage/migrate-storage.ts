import { pipeline } from "node:stream/promises";
import type { Db } from "@/lib/db/client";
import { hashingStream } from "./hashing-stream";
import { fileIdOfStorageKey } from "./storage-key";
import type { FileStorage } from "./storage-types";

export type MigrationResult = { copied: number; verified: number; installationFiles: number; problems: string[] };

const PAGE = 200;

/** The SHA-256 and size of a file's bytes in a storage, read as a stream; null when it is not there. */
async function digestOf(storage: FileStorage, key: string) {
  const stream = await storage.getStream(key);
  if (!stream) return null;
  const hashing = hashingStream();
  await pipeline(stream, hashing, async (source) => {
    for await (const _ of source);
  });
  return hashing.digest();
}

/** Copies one file as a stream; returns the digest of the bytes that left the source, or null when it had none. */
async function copy(from: FileStorage, to: FileStorage, key: string) {
  const stream = await from.getStream(key);
  if (!stream) return null;
  const hashing = hashingStream();
  stream.on("error", (error) => hashing.destroy(error));
  await to.putStream(key, stream.pipe(hashing));
  return hashing.digest();
}

/**
 * Copies every stored file from one storage to another under the same key, streaming, then reads each back from the
 * target and checks its SHA-256 and size against its StoredFile row; the installation's own files (e.g. the
 * sanctions list) are checked against the bytes read from the source. Run it with the servers stopped.
 */
export async function migrateStorage({ db, from, to, log }: { db: Db; from: FileStorage; to: FileStorage; log: (line: string) => void }) {
  const result: MigrationResult = { copied: 0, verified: 0, installationFiles: 0, problems: [] };
  const verify = async (key: string, expected: { sha256: string; size: number }, label: string) => {
    const landed = await digestOf(to, key);
    if (landed?.sha256 === expected.sha256 && landed.size === expected.size) result.verified++;
    else result.problems.push(`${label}: ${landed ? `SHA-256 ${landed.sha256} (${landed.size} bytes)` : "missing"} in the target`);
  };
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.storedFile.findMany({
      where: cursor ? { id: { gt: cursor } } : {},
      orderBy: { id: "asc" },
      take: PAGE,
      select: { id: true, storageKey: true, sha256: true, size: true },
    });
    if (!rows.length) break;
    for (const row of rows) {
      const read = await copy(from, to, row.storageKey);
      if (!read) {
        result.problems.push(`file ${row.id}: its bytes are missing from ${from.describe()}`);
        continue;
      }
      result.copied++;
      if (read.sha256 !== row.sha256) result.problems.push(`file ${row.id}: the source's bytes do not match its row's SHA-256`);
      await verify(row.storageKey, row, `file ${row.id}`);
    }
    cursor = rows.at(-1)?.id;
    log(`${result.copied} files copied, ${result.verified} verified`);
  }
  for await (const entry of from.list()) {
    if (entry.state !== "published" || fileIdOfStorageKey(entry.key) !== null) continue;
    const read = await copy(from, to, entry.key);
    if (!read) continue;
    result.installationFiles++;
    await verify(entry.key, read, entry.key);
  }
  return result;
}
