import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { confirmDecision, decideProcess } from "@/lib/cases/decisions/decisions";
import { assignCase, claimNextCase } from "@/lib/cases/queue/assignment";
import { AppError } from "@/lib/errors";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";
import { createStaffUsers, staffMember } from "../support/staff";

const rui = staffMember("reviewer", "rui");
const rita = staffMember("reviewer", "rita");
const ana = staffMember("admin", "ana");
const alice = staffMember("auditor", "alice");
const plain = { fourEyes: false, reasons: DEFAULT_REASONS };
const approve = (processId: string) => ({ processId, outcome: "approved" as const, reasonCode: "identity-verified" });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

describe.each(DATABASE_KINDS)("review queue assignment on %s", (kind) => {
  let t: TestDatabase;
  let finished: string[] = [];
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP]);
    finished = [];
    for (let i = 0; i < 22; i++) {
      const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
      await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: `Applicant ${i}`, email: `a${i}@example.com` } });
      finished.push(processId);
    }
    await createStaffUsers(t.db, [rui, rita, ana]);
  }, 180_000);
  afterAll(async () => t.drop());

  it("opens a case, due by the default policy, when a process finishes", async () => {
    const cases = await t.db.reviewCase.findMany({ where: { processId: { in: finished } } });
    expect(cases).toHaveLength(finished.length);
    for (const c of cases) {
      expect(c.decisionState).toBe("undecided");
      expect(c.dueAt.getTime() - c.finishedAt.getTime()).toBe(24 * 3_600_000);
    }
  });

  it("gives 20 parallel 'Next case' claims 20 different cases, oldest due first, each assigned to its claimer", async () => {
    // Two cases held back (assigned) so exactly 20 are free.
    await assignCase(t.db, rui, { processId: finished[20] as string, assigneeId: rui.id });
    await assignCase(t.db, rui, { processId: finished[21] as string, assigneeId: rita.id });
    const claimers = Array.from({ length: 20 }, (_, i) => staffMember("reviewer", `claimer${i}`));
    const claimed = await Promise.all(claimers.map((claimer) => claimNextCase(t.db, claimer)));
    expect(claimed.every((id) => id !== null)).toBe(true);
    expect(new Set(claimed).size).toBe(20);
    expect(new Set(claimed)).toEqual(new Set(finished.slice(0, 20)));
    const rows = await t.db.reviewCase.findMany({
      where: { processId: { in: claimed as string[] } },
      select: { processId: true, assigneeId: true },
    });
    for (const [i, id] of claimed.entries()) expect(rows.find((r) => r.processId === id)?.assigneeId).toBe(claimers[i]?.id);
    expect(await claimNextCase(t.db, rui)).toBeNull();
    const audited = await t.db.staffAuditEntry.count({ where: { action: "case-claimed" } });
    expect(audited).toBe(20);
  });

  it("lets only the assignee or an admin decide an assigned case; auditors cannot assign", async () => {
    const ruis = finished[20] as string;
    expect(await refusal(decideProcess(t.db, { staff: rita, decision: approve(ruis), policy: plain }))).toBe(
      "conflict: This case is assigned to rui@example.com: only they or an admin can decide it.",
    );
    expect(await t.db.processDecision.count({ where: { processId: ruis } })).toBe(0);
    expect(await refusal(assignCase(t.db, alice, { processId: ruis, assigneeId: alice.id }))).toMatch(/^forbidden/);
    expect(await refusal(assignCase(t.db, rui, { processId: ruis, assigneeId: "nobody" }))).toMatch(/^invalid/);
    await decideProcess(t.db, { staff: rui, decision: approve(ruis), policy: plain });
    expect((await t.db.reviewCase.findUniqueOrThrow({ where: { processId: ruis } })).decisionState).toBe("final");
    const ritas = finished[21] as string;
    await decideProcess(t.db, { staff: ana, decision: approve(ritas), policy: { ...plain, fourEyes: true } });
    const pending = await t.db.reviewCase.findUniqueOrThrow({ where: { processId: ritas } });
    expect([pending.decisionState, pending.pendingById]).toEqual(["pending", ana.id]);
    const decision = await t.db.processDecision.findFirstOrThrow({ where: { processId: ritas, status: "pending" } });
    await confirmDecision(t.db, rui, decision.id);
    expect((await t.db.reviewCase.findUniqueOrThrow({ where: { processId: ritas } })).decisionState).toBe("final");
  });

  it("records every assignment change in the staff audit log, which is the process's activity", async () => {
    const id = finished[0] as string;
    const { assigneeEmail: claimer } = await t.db.reviewCase.findUniqueOrThrow({ where: { processId: id } });
    await assignCase(t.db, ana, { processId: id, assigneeId: rita.id });
    await assignCase(t.db, ana, { processId: id, assigneeId: null });
    const entries = await t.db.staffAuditEntry.findMany({ where: { targetType: "process", targetId: id }, orderBy: { seq: "asc" } });
    expect(entries.map((e) => [e.action, JSON.parse(e.details)])).toEqual([
      ["case-claimed", { assignee: claimer }],
      ["case-assigned", { assignee: "rita@example.com", previous: claimer }],
      ["case-unassigned", { assignee: null, previous: "rita@example.com" }],
    ]);
  });
});
