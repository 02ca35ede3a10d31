import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { processDayCounts } from "@/lib/records/process-day-counts";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { createShowcaseProcess } from "@/scripts/review/showcase-process";
import { openSqliteBulkWriter } from "@/scripts/review/sqlite-bulk-writer";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";

const DAY_MS = 86_400_000;

/** The same figures as the overview reads them, counted straight from Process (COUNT(*) per group and per day). */
async function countedFromProcesses(db: Db) {
  const groups = await db.process.groupBy({ by: ["status", "negativeFinish", "currentStepId"], _count: { _all: true } });
  const rows = await db.process.findMany({ select: { createdAt: true, status: true } });
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.createdAt.toISOString().slice(0, 10)} ${row.status}`;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const byGroup = new Map(groups.map((g) => [`${g.status} ${g.negativeFinish} ${g.currentStepId}`, g._count._all]));
  return { byGroup, perDay };
}

/** The same figures summed from the rows the triggers keep, zeros left out. */
async function countedFromAggregate(db: Db) {
  const rows = await db.processDayCount.findMany();
  const byGroup = new Map<string, number>();
  const perDay = new Map<string, number>();
  for (const row of rows) {
    const group = `${row.status} ${row.negativeFinish} ${row.currentStepId}`;
    byGroup.set(group, (byGroup.get(group) ?? 0) + row.count);
    const day = `${row.day} ${row.status}`;
    perDay.set(day, (perDay.get(day) ?? 0) + row.count);
  }
  const withoutZeros = (map: Map<string, number>) => new Map([...map].filter(([, n]) => n !== 0));
  return { byGroup: withoutZeros(byGroup), perDay: withoutZeros(perDay) };
}

describe.each(DATABASE_KINDS)("the overview's maintained day counts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => database.drop());

  it("equal COUNT(*) over the processes after bulk seeding, API writes, direct updates and deletions", async () => {
    const { db } = database;
    const owner = await accountWithFlow(db, [FORM_STEP, { ...FORM_STEP, id: "second", name: "Second" }]);
    const { ids } = await createBulkProcesses(db, owner, { count: 90, days: 20 });
    await createShowcaseProcess(db, owner);
    const context = contextFor(owner.caller);
    const { processId } = await createProcess({ db, context });
    await submitStep({ db, context, processId, body: { name: "Ana Silva", email: "ana@example.pt" } });
    expect(await countedFromAggregate(db)).toEqual(await countedFromProcesses(db));

    const [first = "", second = "", third = "", fourth = ""] = ids;
    await db.process.update({ where: { id: first }, data: { status: "finished", negativeFinish: true } });
    await db.process.update({ where: { id: second }, data: { createdAt: new Date(Date.now() - 3 * DAY_MS) } });
    await db.process.updateMany({ where: { id: { in: ids.slice(10, 30) } }, data: { currentStepId: "second" } });
    await db.process.update({ where: { id: fourth }, data: { reference: "only-the-reference" } });
    await db.process.delete({ where: { id: third } });
    await db.process.deleteMany({ where: { id: { in: ids.slice(40, 50) } } });
    expect(await countedFromAggregate(db)).toEqual(await countedFromProcesses(db));

    // An account's deletion cascades to its processes: their counts go with them.
    await db.account.delete({ where: { id: owner.accountId } });
    expect(await countedFromAggregate(db)).toEqual({ byGroup: new Map(), perDay: new Map() });
  });

  it("are what the overview shows: the last days' figures and the in-progress processes by step", async () => {
    const { db } = database;
    const owner = await accountWithFlow(db, [FORM_STEP], "Overview account");
    await createBulkProcesses(db, owner, { count: 60, days: 30 });
    const now = new Date();
    const stats = await createLocalProcessRecords(db).overview({ days: 14, now });
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 13 * DAY_MS);
    const count = (where: object) => db.process.count({ where: { createdAt: { gte: since }, ...where } });
    expect(stats.days.reduce((n, d) => n + d.started, 0)).toBe(await count({}));
    expect(stats.finishedTotal).toBe(await count({ status: "finished" }));
    expect(stats.days.reduce((n, d) => n + d.negative, 0)).toBe(await count({ status: "finished", negativeFinish: true }));
    expect(stats.dropOff.map((d) => [d.stepId, d.waiting])).toEqual([["id-document", await count({ status: "in-progress" })]]);
    expect((await processDayCounts(db, [])).days).toEqual([]);
  });

  it.runIf(kind === "sqlite")("equal COUNT(*) after the seed's direct SQLite writer, which builds the indexes after", async () => {
    const { db, url } = database;
    const owner = await accountWithFlow(db, [FORM_STEP], "Seeded account");
    const file = path.resolve(url.slice("file:".length));
    await createBulkProcesses(db, owner, { count: 1200, days: 10, sqlitePath: file });
    expect(await countedFromAggregate(db)).toEqual(await countedFromProcesses(db));
    const indexes = () => db.$queryRawUnsafe(`SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name`);
    const before = await indexes();
    const writer = openSqliteBulkWriter(file, { tables: ["Process", "ProcessSearchKey"], isIndexingAfter: true });
    expect(await indexes()).not.toEqual(before);
    writer.finish();
    expect(await indexes()).toEqual(before);
  });
});
