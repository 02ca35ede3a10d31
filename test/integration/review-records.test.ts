import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { parseProcessQuery } from "@/lib/records/process-query";
import { readProcessRecord } from "@/lib/records/read-process-record";
import type { ProcessRecords } from "@/lib/records/types";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import { createBulkProcesses } from "@/scripts/review/bulk-processes";
import { createShowcaseProcess } from "@/scripts/review/showcase-process";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, FORM_STEP } from "../support/service";

const COUNT = 57;
const REQUEST = { ip: "127.0.0.1", userAgent: "vitest" };

describe.each(DATABASE_KINDS)("the workspace's process records on %s", (kind) => {
  let t: TestDatabase;
  let records: ProcessRecords;
  let flowId: string;
  let ids: string[];
  let showcaseId: string;
  let otherShowcaseId: string;

  beforeAll(async () => {
    t = await freshDatabase(kind);
    records = createLocalProcessRecords(t.db);
    const owner = await accountWithFlow(t.db, [FORM_STEP]);
    const bulk = await createBulkProcesses(t.db, owner, { count: COUNT, days: 10 });
    flowId = bulk.flowId;
    ids = bulk.ids;
    showcaseId = await createShowcaseProcess(t.db, owner, { reference: "showcase-ref" });
    const other = await accountWithFlow(t.db, [FORM_STEP], "Other account");
    otherShowcaseId = await createShowcaseProcess(t.db, other);
  });
  afterAll(async () => t.drop());

  const query = (params: Record<string, string>) => parseProcessQuery({ flow: flowId, ...params });

  it("pages forward and back by keyset, newest first, with no row twice or missing", async () => {
    const seen: string[] = [];
    const pages: string[][] = [];
    let after: string | undefined;
    for (;;) {
      const page = await records.list(query({ ...(after ? { after } : {}) }));
      pages.push(page.rows.map((r) => r.id));
      seen.push(...page.rows.map((r) => r.id));
      if (!page.nextCursor) break;
      after = page.nextCursor;
    }
    expect(pages.map((p) => p.length)).toEqual([25, 25, 7]);
    expect(new Set(seen).size).toBe(COUNT);
    expect([...seen].sort()).toEqual([...ids].sort());
    const created = await t.db.process.findMany({ where: { id: { in: seen } }, select: { id: true, createdAt: true } });
    const at = new Map(created.map((c) => [c.id, c.createdAt.getTime()]));
    const times = seen.map((id) => at.get(id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const last = await records.list(query({ after: after ?? "" }));
    expect(last.prevCursor).not.toBeNull();
    const back = await records.list(query({ before: last.prevCursor ?? "" }));
    expect(back.rows.map((r) => r.id)).toEqual(pages[1]);
    const first = await records.list(query({ before: back.prevCursor ?? "" }));
    expect(first.rows.map((r) => r.id)).toEqual(pages[0]);
    expect(first.prevCursor).toBeNull();
  });

  it("sorts ascending by updatedAt with the same guarantees", async () => {
    const firstPage = await records.list(query({ sort: "updatedAt", dir: "asc", size: "50" }));
    const second = await records.list(query({ sort: "updatedAt", dir: "asc", size: "50", after: firstPage.nextCursor ?? "" }));
    const all = [...firstPage.rows, ...second.rows];
    expect(all).toHaveLength(COUNT);
    const times = all.map((r) => r.updatedAt);
    expect(times).toEqual([...times].sort());
  });

  it("filters by status, negative finish, failed step, language, date range and exact id or reference", async () => {
    const count = async (params: Record<string, string>) => (await records.count(query(params), 1000)).value;
    expect(await count({})).toBe(COUNT);
    expect(await count({ status: "in-progress" })).toBe(19);
    expect(await count({ status: "finished" })).toBe(38);
    expect(await count({ status: "finished", negativeFinish: "true" })).toBe(19);
    expect(await count({ failed: "true" })).toBe(9);
    expect(await count({ failed: "false" })).toBe(48);
    expect(await count({ lang: "en-GB" })).toBe(15);
    expect(await count({ lang: "pt" })).toBe(42);
    expect(await count({ q: ids[3] ?? "" })).toBe(1);
    expect(await count({ q: `${flowId}-4` })).toBe(1);
    expect(await count({ from: "2000-01-01", to: "2000-01-02" })).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count({ from: "2000-01-01", to: today })).toBe(COUNT);
    expect(await records.count(query({}), 20)).toEqual({ value: 20, isCapped: true });
  });

  it("reads a record in the spec's shape with its reference and current step; unknown ids are null", async () => {
    const page = await records.get(showcaseId);
    expect(page?.reference).toBe("showcase-ref");
    expect(page?.currentStepId).toBe("digital-key");
    expect(page?.record.id).toBe(showcaseId);
    expect(page?.record.data.map((s) => s.action)).toContain("document-ocr");
    expect(page?.record.events[0]?.type).toBe("process-created");
    expect(page?.record.evidence.fileUrl).toMatch(/\/files\/processes\//);
    expect(await records.get("no-such-process")).toBeNull();
    expect(await records.exists(showcaseId)).toBe(true);
    expect((await records.search("showcase-ref", { limit: 5 })).rows.map((r) => r.id)).toEqual([showcaseId]);
    expect((await records.search("SHOWCASE-REF", { limit: 5 })).rows.map((r) => r.id)).toEqual([showcaseId]);
    expect((await records.search(showcaseId.slice(0, 8).toUpperCase(), { limit: 5 })).rows.map((r) => r.id)).toContain(showcaseId);
    expect((await records.search(showcaseId.slice(0, 7), { limit: 5 })).rows.map((r) => r.id)).not.toContain(showcaseId);
    expect((await records.search(showcaseId.toUpperCase(), { limit: 5 })).rows.map((r) => r.id)).toEqual([showcaseId]);
  });

  it("reads exactly the record the service's GET /processes/{id} returns", async () => {
    const { accountId } = await t.db.process.findUniqueOrThrow({ where: { id: showcaseId }, select: { accountId: true } });
    expect((await records.get(showcaseId))?.record).toEqual(await getProcessRecordOrThrow(t.db, accountId, showcaseId));
  });

  it("finds a process's own file, never another process's", async () => {
    const page = await records.get(showcaseId);
    const evidenceId = page?.record.evidence.fileUrl.split("/").pop() ?? "";
    expect(await records.file(showcaseId, evidenceId)).toMatchObject({ id: evidenceId, contentType: "application/pdf" });
    expect(await records.file(otherShowcaseId, evidenceId)).toBeNull();
    expect(await records.file("no-such-process", evidenceId)).toBeNull();
  });

  it("summarises the last days for the overview", async () => {
    const stats = await records.overview({ days: 14, now: new Date() });
    expect(stats.days).toHaveLength(14);
    const started = stats.days.reduce((s, d) => s + d.started, 0);
    expect(started).toBe(COUNT + 2);
    expect(stats.finishedTotal).toBe(38 + 2);
    expect(stats.passRate).toBeCloseTo(21 / 40);
    expect(stats.dropOff).toEqual([{ stepId: "id-document", stepName: "Identity document", waiting: 19 }]);
    expect(stats.awaitingDecision.length).toBe(10);
    expect(stats.awaitingDecision.every((r) => r.status === "finished" && !r.negativeFinish)).toBe(true);
  });

  it("writes every staff view of a record to the staff audit log, and masks personal data under the masking policy", async () => {
    const reviewer = { id: "u-reviewer", email: "rita@example.com", name: "Rita", role: "reviewer" as const, sessionId: "s1" };
    const auditor = { ...reviewer, id: "u-auditor", email: "audrey@example.com", role: "auditor" as const };
    const seen = await readProcessRecord({
      db: t.db,
      records,
      staff: reviewer,
      processId: showcaseId,
      request: REQUEST,
      policy: PERSONAL_DATA_SHOWN,
    });
    expect(seen?.isMasked).toBe(false);
    expect(JSON.stringify(seen?.record.data)).toContain("Ana Sofia Silva");
    const masked = await readProcessRecord({
      db: t.db,
      records,
      staff: auditor,
      processId: showcaseId,
      request: REQUEST,
      policy: PERSONAL_DATA_MASKED,
    });
    expect(masked?.isMasked).toBe(true);
    expect(JSON.stringify(masked?.record.data)).not.toContain("Ana Sofia Silva");
    expect(
      await readProcessRecord({ db: t.db, records, staff: reviewer, processId: "missing", request: REQUEST, policy: PERSONAL_DATA_SHOWN }),
    ).toBeNull();
    const entries = await t.db.staffAuditEntry.findMany({ where: { targetId: showcaseId }, orderBy: { seq: "asc" } });
    expect(entries.map((e) => [e.action, e.actorEmail, e.targetType, e.ip])).toEqual([
      ["record-viewed", "rita@example.com", "process", "127.0.0.1"],
      ["record-viewed", "audrey@example.com", "process", "127.0.0.1"],
    ]);
    expect(await t.db.staffAuditEntry.count({ where: { targetId: "missing" } })).toBe(0);
  });
});
