import { spawn } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Db, driverOf } from "@/lib/db/client";
import { freshDatabase, type TestDatabase } from "../support/databases";

let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase("sqlite");
});
afterAll(async () => t.drop());

/** The server's one SQLite connection behind a client (connected by its first statement). */
function sqliteConnectionOf(db: Db) {
  const driver = driverOf(db);
  if (driver?.kind !== "sqlite" || !driver.adapter.connection) throw new Error("a connected SQLite client was expected");
  return driver.adapter.connection;
}

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

/**
 * Starts a statement outside the open transaction; `issued` settles once it has either reached the connection's gate
 * (where it waits for the transaction to end) or, were it ungated, completed inside the transaction. No timer decides.
 */
function startBeside<T>(db: Db, statement: () => PromiseLike<T>): { result: Promise<T>; issued: Promise<unknown> } {
  const { gate } = sqliteConnectionOf(db);
  const reachedGate = new Promise<void>((resolve) => {
    const run = gate.run.bind(gate);
    gate.run = (work) => {
      gate.run = run;
      resolve();
      return run(work);
    };
  });
  // Resolved at once: Prisma's promises are lazy, this starts the statement now.
  const result = Promise.resolve(statement());
  return { result, issued: Promise.race([result, reachedGate]) };
}

// One connection serves the whole server: a plain write made while another request's transaction is open must
// not become part of that transaction (its rollback would take back a write its caller was told had succeeded).
it("a write made while another transaction is open survives that transaction's rollback", async () => {
  let written: Promise<unknown> = Promise.resolve();
  await expect(
    t.db.$transaction(async (tx) => {
      await tx.user.create({ data: user("rolled-back@example.com") });
      const plain = user("plain@example.com");
      // A single statement Prisma does not wrap in a transaction of its own.
      const write = startBeside(
        t.db,
        () => t.db.$executeRaw`INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "createdAt", "updatedAt")
        VALUES (${plain.id}, ${plain.email}, ${plain.name}, 'auditor', 'x', 0, 0)`,
      );
      written = write.result;
      await write.issued;
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  await written;
  const emails = (await t.db.user.findMany({ select: { email: true } })).map((u) => u.email);
  expect(emails).toContain("plain@example.com");
  expect(emails).not.toContain("rolled-back@example.com");
});

it("a read made while another transaction is open does not see that transaction's uncommitted rows", async () => {
  await t.db.user.create({ data: user("committed@example.com") });
  let read: Promise<string[]> = Promise.resolve([]);
  await expect(
    t.db.$transaction(async (tx) => {
      await tx.user.create({ data: user("uncommitted@example.com") });
      const started = startBeside(t.db, () => t.db.user.findMany({ select: { email: true } }).then((rows) => rows.map((u) => u.email)));
      read = started.result;
      await started.issued;
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  const seen = await read;
  expect(seen).toContain("committed@example.com");
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
