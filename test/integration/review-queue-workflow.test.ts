import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { assignCase } from "@/lib/cases/queue/assignment";
import { runBulkAction } from "@/lib/cases/queue/bulk-actions";
import { listQueue, overdueByReviewer } from "@/lib/cases/queue/list-queue";
import { ZQueueQuery } from "@/lib/cases/queue/queue-query";
import { deleteSavedView, listSavedViews, saveView } from "@/lib/cases/queue/saved-views";
import { setSlaPolicy } from "@/lib/cases/queue/sla";
import { createTag, setCaseTag } from "@/lib/cases/queue/tags";
import { AppError } from "@/lib/errors";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { parseProcessQuery } from "@/lib/records/process-query";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";
import { createStaffUsers, staffMember } from "../support/staff";

const rui = staffMember("reviewer", "rui");
const rita = staffMember("reviewer", "rita");
const ana = staffMember("admin", "ana");
const alice = staffMember("auditor", "alice");
const fourEyes = { fourEyes: true, reasons: DEFAULT_REASONS };
const NO_REQUEST = { ip: null, userAgent: null };

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof AppError ? error.code : Promise.reject(error)),
  );

describe.each(DATABASE_KINDS)("the review queue's workflow on %s", (kind) => {
  let t: TestDatabase;
  let finished: string[] = [];
  let running = "";
  beforeAll(async () => {
    t = await freshDatabase(kind);
    await createStaffUsers(t.db, [rui, rita, ana]);
    const { caller, flowId } = await accountWithFlow(t.db, [FORM_STEP]);
    // Only admins set SLA policies; this flow's cases are due 2 hours after they finish.
    expect(await codeOf(setSlaPolicy(t.db, rui, { scope: `flow:${flowId}`, hours: 2 }))).toBe("forbidden");
    await setSlaPolicy(t.db, ana, { scope: `flow:${flowId}`, hours: 2 });
    finished = [];
    for (let i = 0; i < 4; i++) {
      const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
      await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: `A ${i}`, email: `a${i}@example.com` } });
      finished.push(processId);
    }
    running = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
  }, 120_000);
  afterAll(async () => t.drop());

  it("dates each case by its flow's policy and counts overdue cases per reviewer", async () => {
    const held = await t.db.reviewCase.findUniqueOrThrow({ where: { processId: finished[0] as string } });
    expect(held.dueAt.getTime() - held.finishedAt.getTime()).toBe(2 * 3_600_000);
    await assignCase(t.db, rui, { processId: finished[0] as string, assigneeId: rui.id });
    const later = new Date(Date.now() + 3 * 3_600_000);
    expect(await overdueByReviewer(t.db, later)).toEqual([
      { assigneeEmail: null, open: 3, overdue: 3 },
      { assigneeEmail: "rui@example.com", open: 1, overdue: 1 },
    ]);
    const mine = await listQueue(t.db, rui.id, ZQueueQuery.parse({ view: "mine" }));
    expect(mine.rows.map((r) => r.processId)).toEqual([finished[0]]);
    const overdue = await listQueue(t.db, rita.id, ZQueueQuery.parse({ view: "unassigned", due: "overdue" }), later);
    expect(overdue.rows).toHaveLength(3);
    expect((await listQueue(t.db, rita.id, ZQueueQuery.parse({ view: "unassigned", due: "overdue" }))).rows).toHaveLength(0);
  });

  it("tags cases with admin-defined tags and filters the queue and the process list by them", async () => {
    expect(await codeOf(createTag(t.db, rui, { name: "Fraud ring", colour: "red" }))).toBe("forbidden");
    const tag = await createTag(t.db, ana, { name: "Fraud ring", colour: "red" });
    expect(await codeOf(createTag(t.db, ana, { name: "Fraud ring", colour: "blue" }))).toBe("conflict");
    expect(await codeOf(setCaseTag(t.db, alice, { processId: finished[1] as string, tagId: tag.id, isOn: true }))).toBe("forbidden");
    await setCaseTag(t.db, rui, { processId: finished[1] as string, tagId: tag.id, isOn: true });
    const tagged = await listQueue(t.db, rui.id, ZQueueQuery.parse({ view: "all", tag: tag.id }));
    expect(tagged.rows.map((r) => [r.processId, r.tags.map((x) => x.name)])).toEqual([[finished[1], ["Fraud ring"]]]);
    const list = await createLocalProcessRecords(t.db).list(parseProcessQuery({ tag: tag.id }));
    expect(list.rows.map((r) => r.id)).toEqual([finished[1]]);
    const undecided = await createLocalProcessRecords(t.db).count(parseProcessQuery({ decision: "undecided" }), 100);
    expect(undecided.value).toBe(4);
  });

  it("runs a bulk decision case by case under four-eyes and says what it refused and why", async () => {
    const summary = await runBulkAction(
      t.db,
      rita,
      [finished[1] as string, finished[0] as string, running, "no-such-process"],
      { action: "decide", outcome: "approved", reasonCode: "identity-verified" },
      fourEyes,
      NO_REQUEST,
    );
    expect(summary.succeeded).toEqual([finished[1]]);
    expect(summary.refused).toEqual([
      { processId: finished[0], reason: "This case is assigned to rui@example.com: only they or an admin can decide it." },
      { processId: running, reason: "A process can be decided once it is finished." },
      { processId: "no-such-process", reason: "No such process." },
    ]);
    expect((await t.db.processDecision.findFirstOrThrow({ where: { processId: finished[1] as string } })).status).toBe("pending");
    const waiting = await listQueue(t.db, rui.id, ZQueueQuery.parse({ view: "confirm" }));
    expect(waiting.rows.map((r) => r.processId)).toEqual([finished[1]]);
    expect((await listQueue(t.db, rita.id, ZQueueQuery.parse({ view: "confirm" }))).rows).toEqual([]);
    expect(
      await codeOf(runBulkAction(t.db, alice, [finished[2] as string], { action: "assign", assigneeId: null }, fourEyes, NO_REQUEST)),
    ).toBe("forbidden");
  });

  it("keeps personal views to their owner and shares shared ones", async () => {
    const own = await saveView(t.db, rui, { name: "My overdue", path: "/queue?view=mine&due=overdue" });
    await saveView(t.db, rita, { name: "Team: high risk", path: "/queue?view=all&risk=high", isShared: true });
    expect(await codeOf(saveView(t.db, rui, { name: "Elsewhere", path: "https://evil.example/queue" }))).toBe("invalid");
    expect((await listSavedViews(t.db, rui)).map((v) => v.name)).toEqual(["My overdue", "Team: high risk"]);
    expect((await listSavedViews(t.db, rita)).map((v) => v.name)).toEqual(["Team: high risk"]);
    expect(await codeOf(deleteSavedView(t.db, rita, own.id))).toBe("not-found");
    await deleteSavedView(t.db, rui, own.id);
    expect((await listSavedViews(t.db, rui)).map((v) => v.name)).toEqual(["Team: high risk"]);
  });
});
