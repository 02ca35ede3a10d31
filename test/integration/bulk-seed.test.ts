import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";

// The benches' bulk seed shaped as a worked queue: only the newest finished processes wait for a decision.
describe.each(DATABASE_KINDS)("bulk processes with a number of open cases on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const owner = await accountWithFlow(database.db, [FORM_STEP]);
    // On SQLite through the benches' own writer (rows straight to the file), on PostgreSQL through Prisma.
    const sqlitePath = kind === "sqlite" ? database.url.slice("file:".length) : undefined;
    await createBulkProcesses(database.db, owner, { count: 90, openCases: 20, sqlitePath, withScores: true });
  });
  afterAll(async () => database.drop());

  it("leaves the 20 newest finished processes undecided and gives each older one a final approval", async () => {
    const { db } = database;
    const cases = await db.reviewCase.findMany({
      select: {
        processId: true,
        decisionState: true,
        negativeFinish: true,
        process: { select: { createdAt: true, negativeFinish: true } },
      },
    });
    expect(cases).toHaveLength(60);
    const newestFirst = cases.sort((a, b) => b.process.createdAt.getTime() - a.process.createdAt.getTime());
    expect(newestFirst.slice(0, 20).map((c) => c.decisionState)).toEqual(Array(20).fill("undecided"));
    expect(newestFirst.slice(20).map((c) => c.decisionState)).toEqual(Array(40).fill("final"));
    expect(cases.every((c) => c.negativeFinish === c.process.negativeFinish)).toBe(true);
    const decisions = await db.processDecision.findMany({ select: { processId: true, status: true, outcome: true } });
    expect(new Set(decisions.map((d) => d.processId))).toEqual(new Set(newestFirst.slice(20).map((c) => c.processId)));
    expect(decisions.every((d) => d.status === "final" && d.outcome === "approved")).toBe(true);
  });

  it("gives each finished process its four cohort scores, finished when its case says", async () => {
    const { db } = database;
    const [cases, scores] = await Promise.all([
      db.reviewCase.findMany({ select: { processId: true, finishedAt: true } }),
      db.processScore.findMany({ select: { processId: true, metric: true, finishedAt: true } }),
    ]);
    const finishedAt = new Map(cases.map((c) => [c.processId, c.finishedAt?.getTime()]));
    expect(scores).toHaveLength(4 * cases.length);
    expect(new Set(scores.map((s) => `${s.processId} ${s.metric}`)).size).toBe(scores.length);
    expect(scores.every((s) => finishedAt.get(s.processId) === s.finishedAt.getTime())).toBe(true);
  });
});
