import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
