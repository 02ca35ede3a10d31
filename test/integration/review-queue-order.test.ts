import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listQueue, overdueByReviewer } from "@/lib/cases/queue/list-queue";
import { ZQueueQuery } from "@/lib/cases/queue/queue-query";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { createStaffUsers, staffMember } from "../support/staff";

// The queue's All view reads each waiting state along its own index and merges them; its pages must still be every
// waiting case, soonest due first, and the workload's counts what a plain count finds.
const rui = staffMember("reviewer", "rui");
const ana = staffMember("admin", "ana");

describe.each(DATABASE_KINDS)("the queue's All view and the workload over both waiting states on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    await createStaffUsers(db, [rui, ana]);
    const owner = await accountWithFlow(db, [FORM_STEP]);
    await createBulkProcesses(db, owner, { count: 300, days: 20 });
    const cases = await db.reviewCase.findMany({ select: { processId: true }, orderBy: { processId: "asc" } });
    // Every third case waits for a second reviewer, every fifth is Rui's, every seventh is decided.
    await db.reviewCase.updateMany({
      where: { processId: { in: cases.filter((_, i) => i % 3 === 0).map((c) => c.processId) } },
      data: { decisionState: "pending" },
    });
    await db.reviewCase.updateMany({
      where: { processId: { in: cases.filter((_, i) => i % 5 === 0).map((c) => c.processId) } },
      data: { assigneeId: rui.id, assigneeEmail: rui.email },
    });
    await db.reviewCase.updateMany({
      where: { processId: { in: cases.filter((_, i) => i % 7 === 0).map((c) => c.processId) } },
      data: { decisionState: "final" },
    });
  });
  afterAll(async () => database.drop());

  it("pages through every waiting case, soonest due first, undecided and pending interleaved", async () => {
    const { db } = database;
    const expected = (
      await db.reviewCase.findMany({
        where: { decisionState: { in: ["undecided", "pending"] } },
        orderBy: [{ dueAt: "asc" }, { processId: "asc" }],
        select: { processId: true, decisionState: true },
      })
    ).map((c) => c.processId);
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listQueue(db, ana.id, ZQueueQuery.parse({ view: "all", after }));
      seen.push(...page.rows.map((r) => r.processId));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(new Set((await listQueue(db, ana.id, ZQueueQuery.parse({ view: "all" }))).rows.map((r) => r.decisionState))).toEqual(
      new Set(["undecided", "pending"]),
    );
    expect(seen).toEqual(expected);
  });

  it("counts open and overdue cases per assignee as a plain count does", async () => {
    const { db } = database;
    const now = new Date();
    const waiting = await db.reviewCase.findMany({
      where: { decisionState: { in: ["undecided", "pending"] } },
      select: { assigneeEmail: true, dueAt: true },
    });
    const expected = new Map<string | null, { open: number; overdue: number }>();
    for (const c of waiting) {
      const counts = expected.get(c.assigneeEmail) ?? { open: 0, overdue: 0 };
      counts.open++;
      if (c.dueAt < now) counts.overdue++;
      expected.set(c.assigneeEmail, counts);
    }
    const workload = await overdueByReviewer(db, now);
    expect(new Map(workload.map((w) => [w.assigneeEmail, { open: w.open, overdue: w.overdue }]))).toEqual(expected);
    expect(workload.some((w) => w.assigneeEmail !== null && w.overdue > 0)).toBe(true);
  });
});
