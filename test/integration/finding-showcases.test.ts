import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcomeInWords } from "@/lib/analysis/evidence/summary-page";
import { caseFindings } from "@/lib/cases/case-findings";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { listQueue } from "@/lib/cases/queue/list-queue";
import { parseQueueQuery } from "@/lib/cases/queue/queue-query";
import { caseVerdict } from "@/lib/findings/case-verdict";
import { bySeverity } from "@/lib/findings/finding";
import { findingLine } from "@/lib/findings/words/finding-words";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { recordFindings } from "@/lib/steps/record-findings";
import { type FindingShowcase, seedFindingShowcases } from "@/scripts/review/finding-showcases";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, FORM_STEP } from "../support/service";
import { staffMember } from "../support/staff";

const rui = staffMember("reviewer", "rui");
const plain = { fourEyes: false, reasons: DEFAULT_REASONS };

describe.each(DATABASE_KINDS)("one showcase case per kind of finding, on %s", (kind) => {
  let t: TestDatabase;
  let showcases: Record<string, FindingShowcase>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP]);
    showcases = await seedFindingShowcases(t.db, caller);
    for (const [reference, { processId }] of Object.entries(showcases)) ids[reference] = processId;
  }, 120_000);
  afterAll(async () => t.drop());

  it("shows each kind it was written for, and nothing else; the banner, the acknowledgements, risk, the queue and the evidence summary agree", async () => {
    for (const [reference, { processId, kinds }] of Object.entries(showcases)) {
      const loaded = await loadProcessRecord(t.db, { id: processId });
      const record = loaded?.record as NonNullable<typeof loaded>["record"];
      const findings = bySeverity(await caseFindings(t.db, record));
      expect(new Set(findings.map((f) => f.kind)), reference).toEqual(new Set(kinds));
      const verdict = caseVerdict(record, findings);
      expect(verdict.isClear, reference).toBe(kinds.length === 0);
      const held = await t.db.reviewCase.findUniqueOrThrow({ where: { processId } });
      expect([held.findingCount, held.worstSeverity], reference).toEqual([findings.length, findings[0]?.severity ?? null]);
      expect(held.headlineFinding ? JSON.parse(held.headlineFinding).id : null, reference).toBe(findings[0]?.id ?? null);
      expect(held.riskScore === 0, reference).toBe(kinds.length === 0 || kinds.every((k) => k === "not-performed"));
      // The evidence file is written at the end of the process: it says what the record alone says.
      const own = recordFindings(record);
      const summary = outcomeInWords({ process: record, findings: own.map((f) => findingLine(f, "en")) });
      expect(summary === "Finished: every check passed", reference).toBe(own.length === 0 && !record.negativeFinish);
    }
  });

  it("asks to acknowledge exactly the findings the page shows, and none for the clear case", async () => {
    const approve = (processId: string, acknowledged: string[]) =>
      decideProcess(t.db, {
        staff: rui,
        decision: { processId, outcome: "approved", reasonCode: "verified-after-review", acknowledged },
        policy: plain,
      });
    await approve(ids["finding-clear"] as string, []);
    const postponed = ids["finding-call-postponed"] as string;
    await expect(approve(postponed, [])).rejects.toThrow("1 not ticked");
    await approve(postponed, ["call-postponed:call"]);
    const duplicate = ids["finding-duplicate-of-rejected"] as string;
    const [finding] = await caseFindings(t.db, (await loadProcessRecord(t.db, { id: duplicate }))?.record as never);
    expect(finding).toMatchObject({
      kind: "duplicate-of-rejected",
      severity: "critical",
      values: { otherOutcome: "negative", match: "document" },
    });
  });

  it("puts the applicant's name, a negative finish and the most severe finding on each queue row", async () => {
    const { rows } = await listQueue(t.db, rui.id, parseQueueQuery({ view: "all" }));
    const row = (reference: string) => rows.find((r) => r.processId === ids[reference]);
    expect(row("finding-face-mismatch")).toMatchObject({
      name: "Sofia Outra",
      negativeFinish: true,
      findingCount: 2,
      headlineFinding: { kind: "negative-finish" },
    });
    expect(row("finding-clear")).toBeUndefined();
    expect(row("finding-retried")).toMatchObject({ negativeFinish: false, findingCount: 1, headlineFinding: { kind: "retried" } });
    const { rows: critical } = await listQueue(t.db, rui.id, parseQueueQuery({ view: "all", findings: "critical" }));
    expect(critical.every((r) => r.headlineFinding?.severity === "critical")).toBe(true);
    expect(critical.map((r) => r.processId)).toContain(ids["finding-document-expired"]);
    expect(critical.map((r) => r.processId)).not.toContain(ids["finding-retried"]);
  });
});
