import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { targetFromUrl } from "@/lib/db/migrations/target";
import { startPostgres } from "@/scripts/test/postgres";
import { startS3Server } from "./s3-server";

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplate: string;
    postgresUrl: string;
    /** Set when the suite runs with STORAGE=s3: the loopback S3 server every test file makes its own bucket in. */
    s3Endpoint: string;
  }
}

type Templates = { sqliteTemplate: string; postgresUrl: string; s3Endpoint: string; stop: () => Promise<void> };

async function migrateTemplates(): Promise<Templates> {
  const root = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-it-"));
  const sqliteTemplate = path.join(dir, "template.db");
  await applyMigrations({ root, target: { kind: "sqlite", path: sqliteTemplate } });
  // Fold the write-ahead log into the file, so that copying the one file copies everything.
  const template = new Database(sqliteTemplate);
  template.pragma("journal_mode = DELETE");
  template.close();

  const postgres = await startPostgres();
  const admin = createDb(postgres.url);
  await admin.$executeRawUnsafe("CREATE DATABASE idv_template");
  await admin.$disconnect();
  const templateUrl = postgres.url.replace(/\/postgres$/, "/idv_template");
  await applyMigrations({ root, target: targetFromUrl(templateUrl) });
  const s3 = process.env.STORAGE === "s3" ? await startS3Server() : null;
  return {
    sqliteTemplate,
    postgresUrl: postgres.url,
    s3Endpoint: s3?.endpoint ?? "",
    stop: async () => {
      postgres.stop();
      await s3?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The projects that use this setup (integration, security) run it at the same time in one process: they share one
// migration run (the schema engine's wasm instance must not apply two at once) and the last one out stops it.
const SHARED = Symbol.for("idv.testTemplates");
const shared = globalThis as { [SHARED]?: { templates: Promise<Templates>; users: number } };

/**
 * One migrated SQLite file and one migrated PostgreSQL database serve as templates: every test file
 * copies its own from them, so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  shared[SHARED] ??= { templates: migrateTemplates(), users: 0 };
  const entry = shared[SHARED];
  entry.users++;
  const templates = await entry.templates;
  project.provide("sqliteTemplate", templates.sqliteTemplate);
  project.provide("postgresUrl", templates.postgresUrl);
  project.provide("s3Endpoint", templates.s3Endpoint);
  return async () => {
    entry.users--;
    if (entry.users > 0) return;
    delete shared[SHARED];
    await templates.stop();
  };
}
