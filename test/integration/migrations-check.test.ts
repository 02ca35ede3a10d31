import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { DATABASE_KINDS } from "../support/databases";

const ROOT = process.cwd();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-migcheck-"));

function migrate(databaseUrl: string, ...args: string[]) {
  return spawnSync("node_modules/.bin/tsx", ["scripts/db/migrate.ts", ...args, "--root", work], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// The real command, on a copy of the project's schema and migrations: it must fail while the schema
// holds a change no migration holds, and pass once the migration is created. On each database of the pass (the
// suite's first pass runs SQLite, its S3 pass PostgreSQL; alone, both).
describe.each(DATABASE_KINDS)("db:migrate:check on %s", (kind) => {
  it("fails when the schema changes without a migration and passes once the migration exists", { timeout: 240_000 }, async () => {
    const root = path.join(work, kind);
    fs.cpSync(path.join(ROOT, "prisma"), path.join(work, "prisma"), { recursive: true, force: true });
    let url = `file:${path.join(root, "check.db")}`;
    if (kind === "postgres") {
      const admin = createDb(inject("postgresUrl"));
      const name = `migcheck_${crypto.randomUUID().replaceAll("-", "")}`;
      await admin.$executeRawUnsafe(`CREATE DATABASE ${name}`);
      await admin.$disconnect();
      url = inject("postgresUrl").replace(/\/postgres$/, `/${name}`);
    }
    fs.mkdirSync(root, { recursive: true });

    expect(migrate(url, "apply").status).toBe(0);
    const clean = migrate(url, "check");
    expect(clean.stderr).toContain("agree");
    expect(clean.status).toBe(0);

    const schemaDir = path.join(work, kind === "sqlite" ? "prisma/schema" : "prisma/pg/schema");
    fs.writeFileSync(path.join(schemaDir, "zz-extra.prisma"), "model MigrationCheckProbe {\n  id String @id\n  note String\n}\n");
    const drifted = migrate(url, "check");
    expect(drifted.status).toBe(1);
    expect(drifted.stderr).toContain("MigrationCheckProbe");

    expect(migrate(url, "create", "probe").status).toBe(0);
    const notApplied = migrate(url, "check");
    expect(notApplied.status).toBe(1);
    expect(notApplied.stderr).toMatch(/lacks migrations/);

    expect(migrate(url, "apply").status).toBe(0);
    const again = migrate(url, "check");
    expect(again.stderr).toContain("agree");
    expect(again.status).toBe(0);

    fs.rmSync(path.join(work, "prisma"), { recursive: true, force: true });
  });
});

describe("the PostgreSQL schema", () => {
  it("is exactly what the SQLite schema derives", () => {
    expect(() => execFileSync("node_modules/.bin/tsx", ["scripts/db/generate.ts", "--check"], { cwd: ROOT, stdio: "pipe" })).not.toThrow();
  });
});
