import fs from "node:fs";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runIdv, toolErrors } from "@/test/support/cli";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";

const MARKER = "Deolinda Quintanilha Farrapo";

/** How often the marker occurs in a file's raw bytes (0 for a file that does not exist). */
const hits = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file).toString("latin1").split(MARKER).length - 1 : 0);

describe("db:vacuum removes what rows deleted before secure_delete left in the SQLite file", () => {
  let t: TestDatabase;
  const file = () => t.url.slice("file:".length);
  beforeAll(async () => {
    t = await freshDatabase("sqlite");
  });
  afterAll(async () => t?.drop());

  it("leaves neither the file nor its WAL with the deleted row's bytes", () => {
    // As an installation did before this version: rows deleted without zeroing their bytes, then the servers stopped.
    const older = new Database(file());
    older.pragma("journal_mode = WAL");
    older.pragma("secure_delete = OFF");
    const now = new Date().toISOString();
    older
      .prepare(`INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)`)
      .run("u-gone", "gone@example.com", MARKER, "reviewer", "x", now, now);
    older.prepare(`DELETE FROM "User" WHERE "id" = ?`).run("u-gone");
    older.close();
    expect(hits(file()) + hits(`${file()}-wal`)).toBeGreaterThan(0);

    const vacuum = runIdv(t.url, "db:vacuum", "--json");
    expect(toolErrors(vacuum.stderr)).toBe("");
    expect(vacuum.status).toBe(0);
    expect(JSON.parse(vacuum.stdout)).toMatchObject({ wal: "truncated" });
    expect({ file: hits(file()), wal: hits(`${file()}-wal`) }).toEqual({ file: 0, wal: 0 });
  }, 120_000);

  it("refuses on PostgreSQL, naming where the operator's steps are", async () => {
    const pg = await freshDatabase("postgres");
    try {
      const vacuum = runIdv(pg.url, "db:vacuum");
      expect(vacuum.status).toBe(2);
      expect(vacuum.stderr).toContain("docs/operations.md");
    } finally {
      await pg.drop();
    }
  }, 120_000);
});
