import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { overdueByReviewer } from "@/lib/cases/queue/list-queue";
import type { Db } from "@/lib/db/client";
import { openCasesByAssignee } from "@/lib/db/review-case-sql";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { createStaffUsers, staffMember } from "@/test/support/staff";

const HOUR_MS = 3_600_000;

/** The workload as the queue showed it before the maintained counts: every waiting case counted per assignee. */
async function countedFromCases(db: Db, now: Date) {
  const open = await db.reviewCase.findMany({
    where: { decisionState: { in: ["undecided", "pending"] } },
    select: { assigneeId: true, dueAt: true },
  });
  const byAssignee = new Map<string | null, { assigneeId: string | null; open: number; overdue: number }>();
  for (const { assigneeId, dueAt } of open) {
    const row = byAssignee.get(assigneeId) ?? { assigneeId, open: 0, overdue: 0 };
    row.open += 1;
    if (dueAt < now) row.overdue += 1;
    byAssignee.set(assigneeId, row);
  }
  return sorted([...byAssignee.values()]);
}

const sorted = (rows: { assigneeId: string | null; open: number; overdue: number }[]) =>
  [...rows].sort((a, b) => String(a.assigneeId).localeCompare(String(b.assigneeId)));

describe.each(DATABASE_KINDS)("the queue's maintained open-case counts on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => database.drop());

  it("equal the count over the open cases after seeding, assigning, deciding, moving due dates and deleting", async () => {
    const { db } = database;
    const owner = await accountWithFlow(db, [FORM_STEP]);
    await createBulkProcesses(db, owner, { count: 150, days: 6, openCases: 40 });
    const [ana, rui] = [staffMember("reviewer", "ana"), staffMember("reviewer", "rui")];
    await createStaffUsers(db, [ana, rui]);
    // Cases due this hour before and after now (the split the per-hour rows alone cannot make), and an hour ago.
    const now = new Date();
    const cases = await db.reviewCase.findMany({ where: { decisionState: "undecided" }, orderBy: { processId: "asc" } });
    expect(cases.length).toBe(40);
    const ids = (from: number, to: number) => cases.slice(from, to).map((c) => c.processId);
    await db.reviewCase.updateMany({ where: { processId: { in: ids(0, 3) } }, data: { dueAt: new Date(now.getTime() - HOUR_MS / 60) } });
    await db.reviewCase.updateMany({ where: { processId: { in: ids(3, 5) } }, data: { dueAt: new Date(now.getTime() + HOUR_MS / 60) } });
    await db.reviewCase.updateMany({
      where: { processId: { in: ids(5, 7) } },
      data: { dueAt: new Date(now.getTime() - HOUR_MS - 60_000) },
    });
    expect(sorted(await openCasesByAssignee(db, now))).toEqual(await countedFromCases(db, now));

    await db.reviewCase.updateMany({ where: { processId: { in: ids(0, 12) } }, data: { assigneeId: ana.id, assigneeEmail: ana.email } });
    await db.reviewCase.updateMany({ where: { processId: { in: ids(12, 20) } }, data: { assigneeId: rui.id, assigneeEmail: rui.email } });
    await db.reviewCase.updateMany({ where: { processId: { in: ids(8, 10) } }, data: { decisionState: "pending", pendingById: ana.id } });
    await db.reviewCase.updateMany({ where: { processId: { in: ids(10, 12) } }, data: { decisionState: "final" } });
    await db.reviewCase.update({ where: { processId: cases[12]?.processId }, data: { dueAt: new Date(now.getTime() - 3 * 24 * HOUR_MS) } });
    await db.reviewCase.update({ where: { processId: cases[13]?.processId }, data: { decisionState: "final", assigneeId: ana.id } });
    await db.reviewCase.updateMany({ where: { processId: { in: ids(10, 11) } }, data: { decisionState: "undecided" } });
    await db.reviewCase.updateMany({ where: { processId: { in: ids(14, 16) } }, data: { riskLevel: "high", findingCount: 2 } });
    await db.reviewCase.deleteMany({ where: { processId: { in: ids(16, 18) } } });
    await db.process.deleteMany({ where: { id: { in: ids(30, 33) } } });
    const counted = await countedFromCases(db, now);
    expect(sorted(await openCasesByAssignee(db, now))).toEqual(counted);
    expect(counted.map((row) => row.assigneeId).sort()).toEqual([ana.id, rui.id, null].sort());

    // The queue's figure names each assignee by e-mail and puts the most overdue first.
    const shown = await overdueByReviewer(db, now);
    expect(shown.map((row) => row.assigneeEmail).sort()).toEqual([ana.email, rui.email, null].sort());
    expect(shown.map((row) => row.overdue)).toEqual([...shown.map((row) => row.overdue)].sort((a, b) => b - a));

    // Every case decided: the queue shows no one with work (the zero rows left behind are not listed).
    await db.reviewCase.updateMany({ data: { decisionState: "final" } });
    expect(await openCasesByAssignee(db, now)).toEqual([]);
  });

  it.runIf(kind === "sqlite")("equal the count after the seed's direct SQLite writer", async () => {
    const { db, url } = database;
    const owner = await accountWithFlow(db, [FORM_STEP], "Seeded account");
    await createBulkProcesses(db, owner, { count: 600, days: 4, openCases: 150, sqlitePath: path.resolve(url.slice("file:".length)) });
    const now = new Date();
    expect(sorted(await openCasesByAssignee(db, now))).toEqual(await countedFromCases(db, now));
  });
});
