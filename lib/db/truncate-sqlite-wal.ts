import { setTimeout as sleep } from "node:timers/promises";
import { type Db, driverOf, SQLITE_BUSY_TIMEOUT_MS } from "./client";

/** `truncated`: the WAL was copied into the file and emptied; `busy`: another connection kept reading; `not-sqlite`. */
export type WalTruncation = "truncated" | "busy" | "not-sqlite";

// Each try holds the server's connection for the copy and at most this long waiting for readers, then lets it go.
const WAIT_FOR_READERS_MS = 100;
const TRIES = 30;
const BETWEEN_TRIES_MS = 250;

/**
 * Copies the whole WAL into the database file and cuts the WAL to zero bytes: pages a deletion zeroed (secure_delete)
 * still have their older images in the WAL, and a WAL is reused from its start without being shortened, so frames of
 * any age stay in it until then. Readers of older snapshots (another process, a long read) make a try fail; it is tried
 * again for about ten seconds.
 */
export async function truncateSqliteWal(client: Db): Promise<WalTruncation> {
  const driver = driverOf(client);
  if (driver?.kind !== "sqlite") return "not-sqlite";
  await client.$connect();
  const connection = driver.adapter.connection;
  if (!connection) throw new Error("the SQLite adapter did not connect");
  const { prepare, gate } = connection;
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const outcome = await gate.run(() => {
      prepare(`PRAGMA busy_timeout = ${WAIT_FOR_READERS_MS}`).run();
      try {
        // The adapter reads integers as BigInt.
        const [row] = prepare("PRAGMA wal_checkpoint(TRUNCATE)").all() as { busy: bigint | number; log: bigint | number }[];
        return { busy: Number(row?.busy), log: Number(row?.log) };
      } finally {
        prepare(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).run();
      }
    });
    if (outcome.busy === 0 && outcome.log <= 0) return "truncated";
    if (attempt < TRIES) await sleep(BETWEEN_TRIES_MS);
  }
  return "busy";
}
