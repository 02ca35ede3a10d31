import pg from "pg";
import type { SnapshotQuery } from "./database-facts";
import { runPostgresTool } from "./postgres-tools";

/**
 * Dumps the PostgreSQL database to `target` (pg_dump's custom format) and runs `read` in the very snapshot the dump
 * reads: a repeatable-read transaction exports its snapshot and pg_dump takes it (`--snapshot`), so the manifest
 * names exactly the rows and files the dump holds while the servers keep writing.
 */
export async function dumpPostgres<T>(databaseUrl: string, target: string, read: (query: SnapshotQuery) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const exported = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const snapshot = exported.rows[0]?.snapshot;
    if (!snapshot) throw new Error("PostgreSQL exported no snapshot");
    const facts = await read(async (text, params = []) => (await client.query(text, params)).rows);
    // The exporting transaction stays open until pg_dump is done: its snapshot lives only as long.
    await runPostgresTool("pg_dump", [`--snapshot=${snapshot}`, "--format=custom", `--file=${target}`], databaseUrl);
    await client.query("COMMIT");
    return facts;
  } finally {
    await client.end();
  }
}
