import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseDuplicates } from "@/lib/cases/duplicates/case-duplicates";
import { recomputeRisk, riskHistory } from "@/lib/cases/risk/recompute-risk";
import { DEFAULT_RISK_RULES, saveRiskRules } from "@/lib/cases/risk/risk-rules";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { withLocalChecks } from "@/test/support/local-checks";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";
import { staffMember } from "@/test/support/staff";

const b64 = (bytes: Buffer) => bytes.toString("base64");
const step = (id: string, type: string) => ({
  id,
  name: `Step ${id}`,
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: { type, settings: {}, provider: { providerId: "local", provider: type } },
});
const admin = staffMember("admin", "ana");

const demo = withLocalChecks();

describe.each(DATABASE_KINDS)("duplicates and risk when a process finishes, on %s", { timeout: 180_000 }, (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  /** One process through the real checks: each body submitted in turn (the last one finishes it, which screens it). */
  async function finishedProcess(steps: unknown[], bodies: Record<string, unknown>[]) {
    const { caller } = await accountWithFlow(t.db, steps);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    for (const body of bodies) await submitStep({ db: t.db, context: contextFor(caller), processId, body });
    return processId;
  }

  it("finds the same document and the same face in earlier processes, with links; a different person matches nothing", async () => {
    const idCard = { doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) };
    const first = await finishedProcess([step("document", "document-ocr")], [idCard]);
    const sameDocument = await finishedProcess([step("document", "document-ocr")], [idCard]);
    const sameFace = await finishedProcess([step("selfie", "face-enroll-2d")], [{ photo: b64(demo.media.selfie), reference: "selfie-1" }]);
    const stranger = await finishedProcess(
      [step("selfie", "face-enroll-2d")],
      [{ photo: b64(demo.media.otherSelfie), reference: "selfie-2" }],
    );

    const ofDocument = await caseDuplicates(t.db, sameDocument);
    expect(ofDocument.find((d) => d.kind === "document")).toMatchObject({ otherProcessId: first, href: `/processes/${first}`, score: 1 });
    const ofFace = await caseDuplicates(t.db, sameFace);
    const faceMatch = ofFace.find((d) => d.kind === "face" && d.otherProcessId === first);
    expect(faceMatch?.score).toBeGreaterThanOrEqual(0.7);
    expect(faceMatch?.href).toBe(`/processes/${first}`);
    expect(faceMatch?.outcome).toBe("finished");
    expect(ofFace.some((d) => d.kind === "document")).toBe(false);
    expect(await caseDuplicates(t.db, stranger)).toEqual([]);
    // The earlier process shows the later ones too.
    expect((await caseDuplicates(t.db, first)).map((d) => d.otherProcessId)).toEqual(expect.arrayContaining([sameDocument, sameFace]));
    // A duplicate raises the risk.
    const risk = await t.db.reviewCase.findUniqueOrThrow({ where: { processId: sameFace } });
    expect(risk.riskScore).toBeGreaterThanOrEqual(DEFAULT_RISK_RULES.rules["duplicate-face"].points);
    expect((await t.db.reviewCase.findUniqueOrThrow({ where: { processId: stranger } })).riskScore).toBe(0);
  });

  it("lists the risk factors of a seeded failed process from its results; a changed rule recomputes the level, the old score keeps its version", async () => {
    const processId = await finishedProcess([FORM_STEP], [{ name: "Rita Risco", email: "rita@example.com" }]);
    // Results seeded in the providers' shapes: a failed document attempt, then a read with doubtful checks, a face
    // score just above its threshold, a sanctions hit, and a second device.
    const record = (seq: number, action: string, status: boolean, result: object) => ({
      id: crypto.randomUUID(),
      processId,
      seq,
      type: "step",
      action,
      stepId: action,
      status,
      payload: {},
      info: {},
      config: {},
      provider: { result },
      error: status ? {} : { code: "BIOPMSSE422", message: "failed" },
      deviceType: "mobile",
    });
    await t.db.stepRecord.createMany({
      data: [
        record(10, "document-ocr", false, { validations: { integrity_doc_number: "BAD" } }),
        record(11, "document-ocr", true, {
          validations: { integrity_doc_number: "GOOD", text: "UNCERTAIN", expiry_date: "BAD" },
          imageQA: { front: { focus: "GOOD", glares: "BAD" }, back: { focus: "GOOD" } },
        }),
        record(12, "face-verify-2d", true, { score: 0.72, threshold: 0.7 }),
        record(13, "aml", true, { hits: [{ id: "x-1", score: 0.84 }] }),
      ],
    });
    await t.db.processEvent.create({
      data: {
        id: crypto.randomUUID(),
        processId,
        seq: 99,
        type: "step-submitted",
        deviceType: "mobile",
        operatingSystem: "Android 14",
        browser: "Chrome 124",
      },
    });

    const first = await recomputeRisk(t.db, admin, processId, new Date(Date.now() + 60_000));
    // Each factor is a finding of the case (most severe first), scored by its rule: one retry for one failed attempt.
    expect(first.factors.map((f) => [f.rule, f.points, f.finding.kind, f.finding.stepId ?? f.finding.id])).toEqual([
      ["failed-validation", 15, "document-expired", "document-ocr"],
      ["aml-hit", 40, "screening-hit", "aml"],
      ["image-quality", 5, "image-quality", "document-ocr"],
      ["failed-validation", 15, "document-uncertain", "document-ocr"],
      ["retry", 5, "retried", "document-ocr"],
      ["face-margin", 20, "face-near-threshold", "face-verify-2d"],
      ["device-change", 10, "device-change", "device-change:devices"],
    ]);
    expect(first.factors.find((f) => f.finding.kind === "face-near-threshold")?.finding.values).toEqual({
      score: 0.72,
      threshold: 0.7,
      margin: 0.05,
    });
    const held = await t.db.reviewCase.findUniqueOrThrow({ where: { processId } });
    expect([held.findingCount, held.worstSeverity, JSON.parse(held.headlineFinding ?? "{}").kind]).toEqual([
      7,
      "critical",
      "document-expired",
    ]);
    expect([first.score, first.level, first.rulesVersion]).toEqual([110, "high", 0]);

    const gentler = structuredClone(DEFAULT_RISK_RULES);
    gentler.rules["aml-hit"].points = 0;
    gentler.rules["failed-validation"].points = 5;
    gentler.levels = { medium: 50, high: 120 };
    expect((await saveRiskRules(t.db, admin, JSON.stringify(gentler))).version).toBe(1);
    await expect(saveRiskRules(t.db, { ...admin, role: "reviewer" }, JSON.stringify(gentler))).rejects.toThrow(/Only an admin/);
    await expect(saveRiskRules(t.db, admin, '{"levels":{}}')).rejects.toThrow(/levels/);

    const second = await recomputeRisk(t.db, admin, processId, new Date(Date.now() + 120_000));
    expect([second.score, second.level, second.rulesVersion]).toEqual([50, "medium", 1]);
    const history = await riskHistory(t.db, processId);
    expect(history.map((h) => [h.score, h.level, h.rulesVersion])).toEqual([
      [50, "medium", 1],
      [110, "high", 0],
      [0, "low", 0],
    ]);
    const rescored = await t.db.reviewCase.findUniqueOrThrow({ where: { processId } });
    expect([rescored.riskLevel, rescored.riskScore, rescored.riskRulesVersion]).toEqual(["medium", 50, 1]);
  });
});
