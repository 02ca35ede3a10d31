import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { errorSummary, logger } from "@/lib/observability/logger";
import { workerEntry } from "@/lib/worker-threads/worker-entry";
import { type Db, driverOf } from "./client";

/**
 * SQLite's checkpoint (copying the WAL back into the database file) ran inside the commit that crossed 1,000 WAL
 * pages, on the server's one thread: that request, and every one queued behind it, waited for it (bench:api's form
 * step, docs/benchmarks.md). Here a worker thread with its own connection copies the WAL every few milliseconds while it grows.
 * The server's connection still checkpoints past `BACKSTOP_PAGES`: only a checkpoint by the writer itself, between
 * two of its commits, can finish the copy, which lets the next commit start the WAL again from its beginning (and it
 * finds the pages already copied, so it is short). Should the thread fail, the connection checkpoints as before.
 */
const BACKSTOP_PAGES = 2000;
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
const BUSY_INTERVAL_MS = 10;
const IDLE_INTERVAL_MS = 250;

export type BackgroundCheckpoints = { stop(): Promise<void> };

/** Starts the checkpointing thread for `client`'s SQLite file; on PostgreSQL there is nothing to do. */
export async function checkpointInBackground(client: Db): Promise<BackgroundCheckpoints> {
  const driver = driverOf(client);
  if (driver?.kind !== "sqlite") return { stop: async () => {} };
  await client.$connect();
  const connection = driver.adapter.connection;
  if (!connection) throw new Error("the SQLite adapter did not connect");
  const autocheckpoint = async (pages: number) => {
    await connection.gate.run(() => connection.prepare(`PRAGMA wal_autocheckpoint = ${pages}`).run());
  };

  await autocheckpoint(BACKSTOP_PAGES);
  const { filename } = workerEntry(path.join(path.dirname(fileURLToPath(import.meta.url)), "sqlite-checkpoint-worker.mjs"));
  const worker = new Worker(filename, {
    workerData: { file: driver.adapter.filePath, busyMs: BUSY_INTERVAL_MS, idleMs: IDLE_INTERVAL_MS },
  });
  // Never what keeps a process alive: the server stops it on its way out; a process that just ends loses nothing.
  worker.unref();
  worker.on("error", (error) => logger.error(errorSummary(error), "the SQLite checkpoint thread failed; the server checkpoints"));
  // However the thread ends (stopped, or failed), the connection checkpoints as it did without it.
  const exited = new Promise((resolve) => worker.once("exit", resolve))
    .then(() => autocheckpoint(DEFAULT_AUTOCHECKPOINT_PAGES))
    .catch((error: unknown) => logger.warn(errorSummary(error), "SQLite checkpoints could not be handed back to the connection"));
  return {
    stop: async () => {
      worker.postMessage("stop");
      await exited;
    },
  };
}
