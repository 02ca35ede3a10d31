import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMigration } from "@/lib/db/migrations/operations";
import { startPostgres } from "../test/postgres";

// npm run db:migration -- <name>: one migration for SQLite and its twin for PostgreSQL, from the current
// schema, with a throwaway PostgreSQL server for the shadow database. Run `npm run db:generate` first.
const name = process.argv[2];
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(2);
}
const root = process.cwd();
const now = new Date();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "idv-migration-"));
const postgres = await startPostgres();
try {
  const sqlite = await createMigration({ root, name, now, target: { kind: "sqlite", path: path.join(scratch, "shadow.db") } });
  const pg = await createMigration({
    root,
    name,
    now,
    target: { kind: "postgres", connection: { host: "127.0.0.1", port: postgres.port, user: "postgres", database: "postgres" } },
  });
  for (const dir of [sqlite, pg])
    console.error(dir ? `Created ${path.relative(root, dir)}` : "Nothing to create: schema and migrations agree.");
} finally {
  postgres.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(0);
