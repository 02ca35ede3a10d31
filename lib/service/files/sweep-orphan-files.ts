import type { Db } from "@/lib/db/client";
import type { FileStorage, StorageEntry } from "@/lib/storage/file-storage";
import { fileIdOfStorageKey } from "@/lib/storage/storage-key";

const BATCH = 500;

export type SweepResult = { published: number; removed: number };

/** The keys among `entries` that a StoredFile row names (looked up by the file id inside the key). */
async function keysWithRows(db: Db, entries: StorageEntry[]): Promise<Set<string>> {
  const ids = entries.map((entry) => fileIdOfStorageKey(entry.key)).filter((id): id is string => id !== null);
  if (!ids.length) return new Set();
  const rows = await db.storedFile.findMany({ where: { id: { in: ids } }, select: { storageKey: true } });
  return new Set(rows.map((row) => row.storageKey));
}

/**
 * Settles what a crash or a lost race left in the storage: staged bytes whose row committed are published; staged
 * bytes without a row, partial writes and files shaped like a row's key that no row names are removed once older
 * than `graceMs` (a writer may still be about to commit them). The installation's own files are left alone.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage, { graceMs, now = new Date() }: { graceMs: number; now?: Date }) {
  const result: SweepResult = { published: 0, removed: 0 };
  const settle = async (batch: StorageEntry[]) => {
    const named = await keysWithRows(db, batch);
    for (const entry of batch) {
      const hasRow = named.has(entry.key);
      const isOld = now.getTime() - entry.modifiedAt.getTime() > graceMs;
      if (entry.state === "staged" && hasRow) {
        await storage.publish(entry.key);
        result.published++;
      } else if (isOld && !hasRow && (entry.state !== "published" || fileIdOfStorageKey(entry.key) !== null)) {
        await storage.remove(entry.name);
        result.removed++;
      }
    }
  };
  let batch: StorageEntry[] = [];
  for await (const entry of storage.list()) {
    batch.push(entry);
    if (batch.length === BATCH) {
      await settle(batch);
      batch = [];
    }
  }
  await settle(batch);
  return result;
}
