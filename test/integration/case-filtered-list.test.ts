import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { NO_CASE_FILTERS, type WALK_LIMITS, walkCaseFiltered } from "@/lib/records/case-filtered-page";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { parseProcessQuery } from "@/lib/records/process-query";
import { processWhere } from "@/lib/records/process-where";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";

/** The rows a walk returns: what the list's own rows carry for ordering. */
const rowsOf = (db: Db) => async (ids: string[]) =>
  (await db.process.findMany({ where: { id: { in: ids } }, select: { id: true, createdAt: true } })).map((p) => ({
    id: p.id,
    createdAt: p.createdAt.toISOString(),
  }));

const FILTERS = [
  "risk=high",
  "decision=undecided",
  "risk=high&decision=undecided",
  "decision=final",
  "assignee=none&due=overdue",
  "due=later",
  "findings=negative",
  "status=finished&risk=low&dir=asc",
  "risk=medium&sort=updatedAt",
];

describe.each(DATABASE_KINDS)("the process list under the queue's filters on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const owner = await accountWithFlow(database.db, [FORM_STEP]);
    await createBulkProcesses(database.db, owner, { count: 600, days: 20 });
    await database.db.reviewCase.updateMany({ where: { riskLevel: "low" }, data: { negativeFinish: true } });
  });
  afterAll(async () => database.drop());

  it.each(FILTERS)("%s: every page and the count are what the plain query finds", async (filter) => {
    const { db } = database;
    const records = createLocalProcessRecords(db);
    const query = parseProcessQuery(Object.fromEntries(new URLSearchParams(filter)));
    const expected = (
      await db.process.findMany({
        where: processWhere(query),
        orderBy: [{ [query.sort]: query.dir }, { id: query.dir }],
        select: { id: true },
      })
    ).map((p) => p.id);
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 3; pages++) {
      const page = await records.list(parseProcessQuery({ ...Object.fromEntries(new URLSearchParams(filter)), size: "100", after }));
      seen.push(...page.rows.map((r) => r.id));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(seen).toEqual(expected.slice(0, seen.length));
    expect(seen.length).toBe(Math.min(expected.length, 300));
    const count = await records.count(query, 400);
    expect(count).toEqual(expected.length > 400 ? { value: 400, isCapped: true } : { value: expected.length, isCapped: false });
  });
});

describe.each(DATABASE_KINDS)("a dense case filter whose matches lie past the first chunks on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const owner = await accountWithFlow(database.db, [FORM_STEP]);
    await createBulkProcesses(database.db, owner, { count: 600, days: 20 });
    // Only the older half's cases ended negatively: the newest processes hold none.
    const older = await database.db.process.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 300, select: { id: true } });
    await database.db.reviewCase.updateMany({ data: { negativeFinish: false } });
    await database.db.reviewCase.updateMany({ where: { processId: { in: older.map((p) => p.id) } }, data: { negativeFinish: true } });
  });
  afterAll(async () => database.drop());

  const small = { chunks: [10, 20], wideChunk: 40 };
  const walk = async (limits: typeof WALK_LIMITS) => {
    const { db } = database;
    const query = parseProcessQuery({ findings: "negative", size: "25" });
    return walkCaseFiltered(
      db,
      query,
      processWhere({ ...query, ...NO_CASE_FILTERS }),
      { cursor: null, order: "desc", take: 26 },
      rowsOf(db),
      limits,
    );
  };

  it("keeps walking in wide chunks and finds the newest matches, as the plain query does", async () => {
    const { db } = database;
    const expected = await db.process.findMany({
      where: processWhere(parseProcessQuery({ findings: "negative" })),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 26,
      select: { id: true },
    });
    expect(expected).toHaveLength(26);
    expect((await walk({ ...small, denseCases: 50, wideChunks: 20 }))?.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it("gives the page back to the case indexes when the filter is sparse or the wide chunks run out", async () => {
    expect(await walk({ ...small, denseCases: 1_000, wideChunks: 20 })).toBeNull();
    expect(await walk({ ...small, denseCases: 50, wideChunks: 2 })).toBeNull();
  });
});

describe.each(DATABASE_KINDS)("a decision, due or risk filter read from the cases in the list's order on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    const owner = await accountWithFlow(db, [FORM_STEP]);
    await createBulkProcesses(db, owner, { count: 600, days: 20 });
    // The older half's cases decided, as a worked queue's are; of the rest, every third waits for a second reviewer.
    const byAge = await db.process.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true } });
    await db.reviewCase.updateMany({
      where: { processId: { in: byAge.slice(0, 300).map((p) => p.id) } },
      data: { decisionState: "final" },
    });
    const newer = byAge.slice(300).map((p) => p.id);
    await db.reviewCase.updateMany({
      where: { processId: { in: newer.filter((_, i) => i % 3 === 0) } },
      data: { decisionState: "pending" },
    });
    await db.reviewCase.updateMany({ where: { processId: { in: newer.filter((_, i) => i % 4 === 0) } }, data: { assigneeId: "someone" } });
  });
  afterAll(async () => database.drop());

  // Chunks too short to fill a page and no wide ones: a walk would give up; the read from the cases fills each page.
  const limits = { chunks: [10, 20], denseCases: 20, wideChunk: 40, wideChunks: 0 };
  const SIZE = 26;

  it.each([
    "decision=final",
    "decision=undecided",
    "due=overdue",
    "assignee=none&due=overdue",
    "decision=final&dir=asc",
    "risk=high",
    "risk=low&dir=asc",
  ])("%s: three pages forward and one back are the plain query's rows", async (filter) => {
    const { db } = database;
    const query = parseProcessQuery(Object.fromEntries(new URLSearchParams(filter)));
    const forward = query.dir === "desc" ? "lt" : "gt";
    const expected = (
      await db.process.findMany({
        where: processWhere(query),
        orderBy: [{ createdAt: query.dir }, { id: query.dir }],
        select: { id: true },
      })
    ).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(3 * SIZE);
    const walk = (cursor: { at: { at: string; id: string }; direction: "lt" | "gt" } | null, order: "asc" | "desc") =>
      walkCaseFiltered(db, query, processWhere({ ...query, ...NO_CASE_FILTERS }), { cursor, order, take: SIZE }, rowsOf(db), limits);
    const pages: { id: string; createdAt: string }[][] = [];
    let cursor: Parameters<typeof walk>[0] = null;
    for (let i = 0; i < 3; i++) {
      const page = await walk(cursor, query.dir);
      expect(page).not.toBeNull();
      pages.push(page ?? []);
      const last = page?.at(-1);
      cursor = last ? { at: { at: last.createdAt, id: last.id }, direction: forward } : null;
    }
    expect(pages.flat().map((r) => r.id)).toEqual(expected.slice(0, 3 * SIZE));
    // Back from the third page's first row: the second page, nearest first.
    const first = pages[2]?.[0];
    const back =
      first &&
      (await walk(
        { at: { at: first.createdAt, id: first.id }, direction: forward === "lt" ? "gt" : "lt" },
        query.dir === "desc" ? "asc" : "desc",
      ));
    expect(back?.map((r) => r.id)).toEqual(expected.slice(SIZE, 2 * SIZE).reverse());
  });

  it("copies each process's creation into its case, on insert and when the process's creation changes", async () => {
    const { db } = database;
    const cases = await db.reviewCase.findMany({
      select: { processId: true, processCreatedAt: true, process: { select: { createdAt: true } } },
    });
    expect(cases.length).toBeGreaterThan(300);
    for (const c of cases) expect(c.processCreatedAt).toEqual(c.process.createdAt);
    const [one] = cases;
    const moved = new Date("2026-01-02T03:04:05.678Z");
    await db.process.update({ where: { id: one?.processId }, data: { createdAt: moved } });
    expect((await db.reviewCase.findUnique({ where: { processId: one?.processId } }))?.processCreatedAt).toEqual(moved);
    // A case written with another value keeps its process's.
    await db.reviewCase.update({ where: { processId: one?.processId }, data: { processCreatedAt: new Date("2020-01-01T00:00:00Z") } });
    expect((await db.reviewCase.findUnique({ where: { processId: one?.processId } }))?.processCreatedAt).toEqual(moved);
  });
});
