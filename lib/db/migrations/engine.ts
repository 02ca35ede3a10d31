import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { sqliteAdapter } from "@/lib/db/client";
import type { DatabaseTarget } from "./target";

// The Prisma CLI's native schema engine cannot be downloaded here; its WebAssembly build, driven through
// our own driver adapters, creates, applies and checks migrations in Prisma's own format instead.
let wasmModule: typeof import("@prisma/schema-engine-wasm") | undefined;

async function loadWasm() {
  if (wasmModule) return wasmModule;
  const entry = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm");
  const dir = path.dirname(entry);
  const bindings = await import(path.join(dir, "schema_engine_bg.js"));
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")), {
    "./schema_engine_bg.js": bindings,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  wasmModule = bindings as typeof import("@prisma/schema-engine-wasm");
  return wasmModule;
}

export type OpenEngine = { engine: SchemaEngine; close: () => Promise<void> };

/** `close` frees the engine and the connections it opened, which it never closes itself. */
export async function openSchemaEngine(target: DatabaseTarget, schemaFiles: [string, string][]): Promise<OpenEngine> {
  const { SchemaEngine } = await loadWasm();
  const factory = target.kind === "sqlite" ? sqliteForEngine(target.path) : postgresForEngine(target);
  const opened: SqlDriverAdapter[] = [];
  const track = async (connection: Promise<SqlDriverAdapter>) => {
    const adapter = await connection;
    opened.push(adapter);
    return adapter;
  };
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect()),
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
  const log = (line: string) => {
    if (process.env.IDV_DEBUG_MIGRATIONS) process.stderr.write(`${line}\n`);
  };
  const engine = await SchemaEngine.new({ datamodels: schemaFiles }, log, bindMigrationAwareSqlAdapterFactory(tracked));
  return {
    engine,
    close: async () => {
      engine.free();
      await Promise.allSettled(opened.map((adapter) => adapter.dispose()));
    },
  };
}

/** better-sqlite3 refuses several statements in one call; the engine replays whole migration files that way. */
function sqliteForEngine(filePath: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = sqliteAdapter(filePath);
  const patch = (adapter: SqlDriverAdapter) => {
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length === 0 && /;\s*\S/.test(query.sql)) {
        await adapter.executeScript(query.sql);
        return 0;
      }
      return executeRaw(query);
    };
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => patch(await factory.connect()),
    connectToShadowDb: async () => patch(await factory.connectToShadowDb()),
  };
}

type PgQueryableWithIO = { performIO: (query: unknown) => Promise<{ fields: { dataTypeID: number }[] }> };

/** adapter-pg maps no type for the catalog's internal "char" (OID 18) that the engine reads: report it as text. */
function readCharAsText<T extends object>(queryable: T): T {
  const io = queryable as unknown as PgQueryableWithIO;
  const performIO = io.performIO.bind(queryable);
  io.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === 18) field.dataTypeID = 25;
    return result;
  };
  return queryable;
}

type PgScriptRunner = { client: { query: (sql: string) => Promise<unknown> }; onError: (error: unknown) => never };

/**
 * adapter-pg runs a script by splitting it at every ";", which breaks a function body (a trigger's, in $$ quotes):
 * send the migration whole instead, as one simple query (PostgreSQL runs its statements in one implicit transaction).
 */
function runScriptWhole(adapter: SqlDriverAdapter) {
  const runner = adapter as unknown as PgScriptRunner;
  adapter.executeScript = async (script) => {
    try {
      await runner.client.query(script);
    } catch (error) {
      runner.onError(error);
    }
  };
}

function patchPg(adapter: SqlDriverAdapter): SqlDriverAdapter {
  readCharAsText(adapter);
  runScriptWhole(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolation) => readCharAsText(await startTransaction(isolation));
  return adapter;
}

function postgresForEngine(target: Extract<DatabaseTarget, { kind: "postgres" }>): SqlMigrationAwareDriverAdapterFactory {
  const main = new PrismaPg(target.connection);
  return {
    provider: "postgres",
    adapterName: main.adapterName,
    connect: async () => patchPg(await main.connect()),
    // adapter-pg's own shadow database drops itself before closing its pool, and so leaks: close, then drop.
    connectToShadowDb: async () => {
      const admin = await main.connect();
      const name = `prisma_shadow_${crypto.randomUUID().replaceAll("-", "")}`;
      await admin.executeScript(`CREATE DATABASE "${name}"`);
      const shadow = patchPg(await new PrismaPg({ ...target.connection, database: name }).connect());
      const dispose = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await dispose();
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.dispose();
      };
      return shadow;
    },
  };
}
