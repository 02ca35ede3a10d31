import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Durability, directSql, isUniqueViolation, type SqlRunner, sql } from "@/lib/db/direct-sql";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";

const user = (email: string) =>
  sql`INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "createdAt", "updatedAt")
    VALUES (${crypto.randomUUID()}, ${email}, ${email}, 'auditor', 'x', ${new Date()}, ${new Date()})`;

// The API's hot path writes straight on the driver (lib/db/direct-sql.ts); Prisma reads the same rows everywhere else.
describe.each(DATABASE_KINDS)("statements straight on the driver, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  const emails = async () => (await t.db.user.findMany({ select: { email: true } })).map((u) => u.email).sort();
  const direct = () => {
    const driver = directSql(t.db);
    if (!driver) throw new Error("no driver beneath the client");
    return driver;
  };

  it("writes rows Prisma reads back as it wrote them itself (dates, booleans, JSON)", async () => {
    // Two steps: the first submission leaves the process in progress (a finishing one also writes through Prisma).
    const account = await accountWithFlow(t.db, [FORM_STEP, { ...FORM_STEP, id: "form-2" }]);
    const now = new Date("2026-11-23T21:30:00.123Z");
    const created = await createProcess({ db: t.db, context: contextFor(account.caller, now), reference: "ref-1" });
    const processId = (created as { processId: string }).processId;
    await submitStep({
      db: t.db,
      context: contextFor(account.caller, now),
      processId,
      body: { name: "Ana Silva", email: "ana@example.pt" },
    });
    const process = await t.db.process.findUniqueOrThrow({
      where: { id: processId },
      include: { records: true, events: true, nonces: true },
    });
    expect(process).toMatchObject({
      createdAt: now,
      updatedAt: now,
      negativeFinish: false,
      hasFailedStep: false,
      reference: "ref-1",
      history: ["form"],
      currentStepId: "form-2",
      status: "in-progress",
      rowVersion: 1,
      recordCount: 1,
    });
    expect(process.flowSnapshot).toMatchObject({ id: account.flowId, steps: [{ id: "form" }, { id: "form-2" }] });
    expect(process.records).toEqual([
      expect.objectContaining({ seq: 0, status: true, payload: { name: "Ana Silva", email: "ana@example.pt" }, createdAt: now }),
    ]);
    expect(process.events.map((e) => e.seq)).toEqual([...Array(process.eventCount).keys()]);
    expect(process.events.slice(0, 2).map((e) => [e.type, e.createdAt, e.deviceType])).toEqual([
      ["process-created", now, "desktop"],
      ["payload-submitted", now, "desktop"],
    ]);
    expect(process.nonces[0]?.expiresAt.getTime()).toBeGreaterThan(now.getTime());
    const keys = await t.db.processSearchKey.findMany({ where: { processId }, select: { kind: true, value: true } });
    expect(keys).toEqual(
      expect.arrayContaining([
        { kind: "email", value: "ana@example.pt" },
        { kind: "reference", value: "ref-1" },
      ]),
    );
  });

  it("commits a transaction whole or not at all", async () => {
    await expect(
      direct().transaction(async (tx) => {
        await tx.run(user("kept-out@example.com"));
        await tx.run(sql`INSERT INTO "NoSuchTable" ("id") VALUES (${1})`);
      }),
    ).rejects.toThrow();
    expect(await emails()).not.toContain("kept-out@example.com");
  });

  it("keeps concurrent transactions apart: the one that fails writes nothing, the others all commit", async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        direct().transaction(async (tx) => {
          await tx.run(user(`concurrent-${i}@example.com`));
          if (i === 7) throw new Error("this one fails");
          await tx.run(user(`concurrent-${i}-second@example.com`));
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(1);
    const written = (await emails()).filter((email) => email.startsWith("concurrent-"));
    expect(written).toHaveLength(38);
    expect(written.filter((email) => email.startsWith("concurrent-7@") || email.startsWith("concurrent-7-"))).toEqual([]);
  });

  it("commits a list of writes after its guard, or nothing when the guard changes no row", async () => {
    await direct().run(user("guard@example.com"));
    const guard = (email: string) => sql`UPDATE "User" SET "name" = 'guarded' WHERE "email" = ${email}`;
    expect(await direct().commit([user("after-guard-1@example.com"), user("after-guard-2@example.com")], guard("guard@example.com"))).toBe(
      true,
    );
    expect(await direct().commit([user("never-1@example.com"), user("never-2@example.com")], guard("nobody@example.com"))).toBe(false);
    await expect(direct().commit([user("half-1@example.com"), user("guard@example.com")])).rejects.toThrow();
    const all = await emails();
    expect(all).toEqual(expect.arrayContaining(["after-guard-1@example.com", "after-guard-2@example.com"]));
    expect(all.filter((email) => email.startsWith("never-") || email.startsWith("half-"))).toEqual([]);
  });

  it("writes nothing, the guard's own change included, when the guard changes more than one row", async () => {
    await direct().run(user("twin-1@example.com"));
    await direct().run(user("twin-2@example.com"));
    const twins = sql`UPDATE "User" SET "name" = 'guarded' WHERE "email" LIKE 'twin-%'`;
    expect(await direct().commit([user("after-twins@example.com")], twins)).toBe(false);
    expect(await emails()).not.toContain("after-twins@example.com");
    const names = await direct().all(sql`SELECT "name" FROM "User" WHERE "email" LIKE 'twin-%' ORDER BY "email"`);
    expect(names.map((row) => row.name)).toEqual(["twin-1@example.com", "twin-2@example.com"]);
  });

  it("tells a unique key taken first apart from other errors", async () => {
    await direct().run(user("taken@example.com"));
    const error = await direct()
      .run(user("taken@example.com"))
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

  // SQLite syncs the WAL at a commit only for a durable write; PostgreSQL's commits are the server's setting.
  it.runIf(kind === "sqlite")("syncs a group commit unless every write in it is relaxed, and is durable again after", async () => {
    const synchronous = async (tx: SqlRunner) => Number((await tx.all(sql`PRAGMA synchronous`))[0]?.synchronous);
    const [FULL, NORMAL] = [2, 1];
    const inGroup = (durabilities: Durability[]) =>
      Promise.all(
        durabilities.map((durability, i) =>
          direct().transaction(async (tx) => {
            await tx.run(user(`${durability}-${i}-${durabilities.join("-")}@example.com`));
            return synchronous(tx);
          }, durability),
        ),
      );
    expect(await inGroup(["relaxed", "relaxed"])).toEqual([NORMAL, NORMAL]);
    expect(await inGroup(["relaxed", "durable"])).toEqual([FULL, FULL]);
    expect(await inGroup(["relaxed"])).toEqual([NORMAL]);
    expect(await synchronous(direct())).toBe(FULL);
    expect(await t.db.$queryRaw`PRAGMA synchronous`).toEqual([{ synchronous: BigInt(FULL) }]);
    expect((await emails()).filter((email) => email.startsWith("relaxed-") || email.startsWith("durable-"))).toHaveLength(5);
  });
});
