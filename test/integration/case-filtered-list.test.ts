import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CASE_FILTERS, type WALK_LIMITS, walkCaseFiltered } from "@/lib/records/case-filtered-page";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { parseProcessQuery } from "@/lib/records/process-query";
import { processWhere } from "@/lib/records/process-where";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";

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
    // Only the older half's cases are high risk: the newest processes hold none.
    const older = await database.db.process.findMany({ orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: 300, select: { id: true } });
    await database.db.reviewCase.updateMany({ data: { riskLevel: "low" } });
    await database.db.reviewCase.updateMany({ where: { processId: { in: older.map((p) => p.id) } }, data: { riskLevel: "high" } });
  });
  afterAll(async () => database.drop());

  const small = { chunks: [10, 20], wideChunk: 40 };
  const walk = async (limits: typeof WALK_LIMITS) => {
    const { db } = database;
    const query = parseProcessQuery({ risk: "high", size: "25" });
    const rowsOf = async (ids: string[]) => db.process.findMany({ where: { id: { in: ids } }, select: { id: true } });
    return walkCaseFiltered(
      db,
      query,
      processWhere({ ...query, ...NO_CASE_FILTERS }),
      { cursor: null, order: "desc", take: 26 },
      rowsOf,
      limits,
    );
  };

  it("keeps walking in wide chunks and finds the newest matches, as the plain query does", async () => {
    const { db } = database;
    const expected = await db.process.findMany({
      where: processWhere(parseProcessQuery({ risk: "high" })),
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
