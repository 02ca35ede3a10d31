import { spawn } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../support/databases";

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase("sqlite");
});
afterAll(async () => t.drop());

const user = (email: string) => ({ id: crypto.randomUUID(), email, name: email, role: "auditor", passwordHash: "x" });

/** Another process (as the operator tool beside the server) inserting a user once it has opened the file. */
function otherProcessInsert(file: string, email: string) {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1], { timeout: 5000 });
    console.log("open");
    db.prepare("INSERT INTO User (id, email, name, role, passwordHash, createdAt, updatedAt) VALUES (?, ?, ?, 'auditor', 'x', 0, 0)")
      .run(crypto.randomUUID(), process.argv[2], process.argv[2]);
    console.log("inserted");`;
  const child = spawn(process.execPath, ["-e", script, file, email], { stdio: ["ignore", "pipe", "inherit"] });
  const opened = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { opened, exited };
}

// The server reads, then writes, in one transaction while the operator tool writes from another
// process: the transaction must hold the write lock from its start, so the other writer waits instead
// of making the transaction fail at its first write.
it("a read-then-write transaction survives another process's write in between", async () => {
  const file = t.url.slice("file:".length);
  let exited: Promise<number | null> = Promise.resolve(null);
  await t.db.$transaction(
    async (tx) => {
      await tx.user.findMany();
      const other = otherProcessInsert(file, "outside@example.com");
      exited = other.exited;
      await other.opened;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await tx.user.create({ data: user("in-transaction@example.com") });
      // Starting a second node process can take seconds on a loaded machine: the point here is the lock, not speed.
    },
    { timeout: 60_000 },
  );
  expect(await exited).toBe(0);
  expect((await t.db.user.findMany({ select: { email: true }, orderBy: { email: "asc" } })).map((u) => u.email)).toEqual([
    "in-transaction@example.com",
    "outside@example.com",
  ]);
});

// One connection serves the whole server: a plain write made while another request's transaction is open must
// not become part of that transaction (its rollback would take back a write its caller was told had succeeded).
it("a write made while another transaction is open survives that transaction's rollback", async () => {
  let written: Promise<unknown> = Promise.resolve();
  await expect(
    t.db.$transaction(async (tx) => {
      await tx.user.create({ data: user("rolled-back@example.com") });
      const plain = user("plain@example.com");
      // A single statement Prisma does not wrap in a transaction of its own (started now: Prisma's promises are lazy).
      written = Promise.resolve(t.db
        .$executeRaw`INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "createdAt", "updatedAt")
        VALUES (${plain.id}, ${plain.email}, ${plain.name}, 'auditor', 'x', 0, 0)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  await written;
  const emails = (await t.db.user.findMany({ select: { email: true } })).map((u) => u.email);
  expect(emails).toContain("plain@example.com");
  expect(emails).not.toContain("rolled-back@example.com");
});

it("a read made while another transaction is open does not see that transaction's uncommitted rows", async () => {
  let seen: string[] = [];
  await expect(
    t.db.$transaction(async (tx) => {
      await tx.user.create({ data: user("uncommitted@example.com") });
      const read = t.db.user.findMany({ select: { email: true } }).then((rows) => (seen = rows.map((u) => u.email)));
      await Promise.race([read, new Promise((resolve) => setTimeout(resolve, 50))]);
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen).not.toContain("uncommitted@example.com");
});

// WAL with synchronous NORMAL syncs only at checkpoints: commits acknowledged since the last one are lost to an
// operating-system crash or power cut. FULL syncs the WAL at every (group) commit.
it("every commit is synced to disk before it is acknowledged (WAL, synchronous FULL)", async () => {
  const [mode] = await t.db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
  const [sync] = await t.db.$queryRawUnsafe<{ synchronous: number | bigint }[]>("PRAGMA synchronous");
  expect(mode?.journal_mode).toBe("wal");
  expect(Number(sync?.synchronous)).toBe(2);
});
