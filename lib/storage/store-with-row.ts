import { logger } from "@/lib/observability/logger";
import type { FileStorage } from "./storage-types";

/** Bytes to keep under a key that a database row will name. */
export type FileToStore = { key: string; bytes: Buffer };

/**
 * Stores files and the row that names them: the bytes staged, the row committed by `commit`, the bytes published (a
 * crash in between leaves staged bytes, which the orphan sweep publishes when their row exists). When `commit` throws,
 * the staged bytes go with it. When the sweep removed them because `commit` outlasted its grace (a stalled writer),
 * the bytes this writer still holds are written under their key: a committed row never names nothing.
 */
export async function storeWithRow<T>(storage: FileStorage, files: FileToStore[], commit: () => Promise<T>): Promise<T> {
  await Promise.all(files.map((file) => storage.stage(file.key, file.bytes)));
  let committed: T;
  try {
    committed = await commit();
  } catch (error) {
    await Promise.all(files.map((file) => storage.discard(file.key)));
    throw error;
  }
  await Promise.all(
    files.map(async (file) => {
      if (await storage.publish(file.key)) return;
      logger.error(
        { storageKey: file.key },
        "staged bytes were swept before their row committed (the write outlasted STORAGE_ORPHAN_GRACE_SECONDS); written again",
      );
      await storage.put(file.key, file.bytes);
    }),
  );
  return committed;
}
