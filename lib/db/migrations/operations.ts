import fs from "node:fs";
import path from "node:path";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { openSchemaEngine } from "./engine";
import { type Kind, lockfileText, migrationsDir, readMigrations, schemaFiles } from "./files";
import type { DatabaseTarget } from "./target";

const NO_FILTERS = { externalTables: [], externalEnums: [] };

type Options = { root: string; target: DatabaseTarget };

async function withEngine<T>({ root, target }: Options, work: (engine: SchemaEngine, kind: Kind) => Promise<T>): Promise<T> {
  const kind: Kind = target.kind;
  const engine = await openSchemaEngine(target, schemaFiles(root, kind));
  try {
    return await work(engine, kind);
  } finally {
    engine.free();
  }
}

/** The SQL that would bring the committed migrations up to the schema; null when they already agree. */
export async function pendingSchemaChange(options: Options): Promise<string | null> {
  return withEngine(options, async (engine, kind) => {
    const history = readMigrations(options.root, kind);
    const result = await engine.diff({
      from: history.migrationDirectories.length ? { tag: "migrations", ...history } : { tag: "empty" },
      to: { tag: "schemaDatamodel", files: schemaFiles(options.root, kind).map(([p, content]) => ({ path: p, content })) },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    });
    return result.exitCode === 2 ? (result.stdout ?? "") : null;
  });
}

/** Writes prisma/.../migrations/<timestamp>_<name>/migration.sql; returns its folder, or null when nothing changed. */
export async function createMigration(options: Options & { name: string; now?: Date }): Promise<string | null> {
  const sql = await pendingSchemaChange(options);
  if (sql === null) return null;
  const kind: Kind = options.target.kind;
  const stamp = (options.now ?? new Date()).toISOString().replace(/\D/g, "").slice(0, 14);
  const slug =
    options.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "_")
      .replace(/^_|_$/g, "") || "migration";
  const base = migrationsDir(options.root, kind);
  const dir = path.join(base, `${stamp}_${slug}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  fs.writeFileSync(path.join(base, "migration_lock.toml"), lockfileText(kind));
  return dir;
}

export async function applyMigrations(options: Options): Promise<string[]> {
  return withEngine(options, async (engine, kind) => {
    const { appliedMigrationNames } = await engine.applyMigrations({
      migrationsList: readMigrations(options.root, kind),
      filters: NO_FILTERS,
    });
    return appliedMigrationNames;
  });
}

/** Every way the schema, the committed migrations and the live database can disagree, in words; empty when all agree. */
export async function checkMigrations(options: Options): Promise<string[]> {
  const problems: string[] = [];
  const pending = await pendingSchemaChange(options);
  if (pending !== null) problems.push(`The Prisma schema has changes that no migration holds:\n${pending.trim()}`);
  await withEngine(options, async (engine, kind) => {
    const migrationsList = readMigrations(options.root, kind);
    const history = await engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: true, filters: NO_FILTERS });
    if (history.editedMigrationNames.length)
      problems.push(`Applied migrations were edited since: ${history.editedMigrationNames.join(", ")}`);
    if (history.failedMigrationNames.length) problems.push(`Migrations failed in the database: ${history.failedMigrationNames.join(", ")}`);
    const diagnostic = history.history;
    if (diagnostic?.diagnostic === "databaseIsBehind")
      problems.push(`The database lacks migrations: ${diagnostic.unappliedMigrationNames.join(", ")}`);
    if (diagnostic?.diagnostic === "migrationsDirectoryIsBehind")
      problems.push(`The database has migrations the folder lacks: ${diagnostic.unpersistedMigrationNames.join(", ")}`);
    if (diagnostic?.diagnostic === "historiesDiverge")
      problems.push(`The database and the migrations folder diverge after ${diagnostic.lastCommonMigrationName ?? "the start"}`);
    if (history.hasMigrationsTable && !diagnostic) {
      const drift = await engine.devDiagnostic({ migrationsList, filters: NO_FILTERS });
      if (drift.action.tag === "reset") problems.push(`The live database drifted from its migrations: ${drift.action.reason}`);
    }
  });
  return problems;
}
