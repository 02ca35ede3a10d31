import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { startPostgres } from "@/scripts/test/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresUrl: string;
  }
}

/**
 * One migrated SQLite file and one migrated PostgreSQL database serve as templates: every test file
 * copies its own from them, so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  const root = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-it-"));
  const sqliteTemplate = path.join(dir, "template.db");
  await applyMigrations({ root, target: { kind: "sqlite", path: sqliteTemplate } });

  const postgres = await startPostgres();
  const admin = createDb(postgres.url);
  await admin.$executeRawUnsafe("CREATE DATABASE idv_template");
  await admin.$disconnect();
  const templateUrl = postgres.url.replace(/\/postgres$/, "/idv_template");
  await applyMigrations({ root, target: targetFromUrl(templateUrl) });
  // The migration engine keeps its pool open; a template with a session attached cannot be copied.
  const closer = createDb(postgres.url);
  await closer.$executeRawUnsafe(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'idv_template' AND pid <> pg_backend_pid()",
  );
  await closer.$disconnect();

  project.provide("sqliteTemplate", sqliteTemplate);
  project.provide("postgresUrl", postgres.url);
  return () => {
    postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
