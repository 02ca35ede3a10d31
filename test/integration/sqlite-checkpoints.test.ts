import fs from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { directSql, sql } from "@/lib/db/direct-sql";
import { type BackgroundCheckpoints, checkpointInBackground } from "@/lib/db/sqlite-checkpoints";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";

// About 300 pages of WAL: fewer than either connection-side threshold, so only the thread copies them to the file.
const ROWS = 300;
const user = (i: number) =>
  sql`INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "createdAt", "updatedAt")
    VALUES (${crypto.randomUUID()}, ${`wal-${i}@example.com`}, ${"n".repeat(3000)}, 'auditor', 'x', ${new Date()}, ${new Date()})`;

describe("SQLite checkpoints on a thread of their own", () => {
  let t: TestDatabase;
  let checkpoints: BackgroundCheckpoints | undefined;
  beforeEach(async () => {
    t = await freshDatabase("sqlite");
  });
  afterEach(async () => {
    await checkpoints?.stop();
    checkpoints = undefined;
    await t.drop();
  });

  const direct = () => {
    const driver = directSql(t.db);
    if (!driver) throw new Error("no driver beneath the client");
    return driver;
  };
  const file = () => t.url.slice("file:".length);
  const autocheckpointPages = async () => Number((await direct().all(sql`PRAGMA wal_autocheckpoint`))[0]?.wal_autocheckpoint);
  const writeRows = () => Promise.all(Array.from({ length: ROWS }, (_, i) => direct().run(user(i))));
  /** Whether the database file (not its WAL) grew by `bytes` within `withinMs`. */
  const fileGrows = async (from: number, bytes: number, withinMs: number) => {
    for (const deadline = Date.now() + withinMs; Date.now() < deadline; await sleep(50)) {
      if (fs.statSync(file()).size >= from + bytes) return true;
    }
    return false;
  };

  it("copies committed pages into the database file while the server's connection only writes", async () => {
    await t.db.$connect();
    const before = fs.statSync(file()).size;
    checkpoints = await checkpointInBackground(t.db);
    expect(await autocheckpointPages()).toBe(2000);
    await writeRows();
    expect(await fileGrows(before, ROWS * 3000, 30_000)).toBe(true);
    expect(await t.db.user.count({ where: { email: { startsWith: "wal-" } } })).toBe(ROWS);
  });

  it("leaves the WAL alone without the thread (the control), and gives the connection its checkpoints back when stopped", async () => {
    await t.db.$connect();
    const before = fs.statSync(file()).size;
    await writeRows();
    expect(await fileGrows(before, ROWS * 3000, 1_000)).toBe(false);

    checkpoints = await checkpointInBackground(t.db);
    await checkpoints.stop();
    checkpoints = undefined;
    expect(await autocheckpointPages()).toBe(1000);
  });

  it("does nothing on PostgreSQL", async () => {
    const pg = await freshDatabase("postgres");
    try {
      const stopped = await checkpointInBackground(pg.db);
      await expect(stopped.stop()).resolves.toBeUndefined();
    } finally {
      await pg.drop();
    }
  });
});
