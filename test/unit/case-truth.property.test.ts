import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcomeInWords } from "@/lib/analysis/evidence/summary-page";
import { assessRisk, RISK_RULE_OF } from "@/lib/cases/risk/risk-factors";
import { DEFAULT_RISK_RULES } from "@/lib/cases/risk/risk-rules";
import { caseVerdict } from "@/lib/findings/case-verdict";
import { FINDING_KINDS } from "@/lib/findings/finding";
import { findingLine, findingSentence } from "@/lib/findings/words/finding-words";
import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { recordFindings } from "@/lib/steps/record-findings";

/**
 * The truth rules of a case, over generated step results of every family (passing, failing, uncertain, postponed,
 * not analysed): the banner says "every check passed" exactly when there is no finding; approving asks for each
 * finding; risk reasons are findings; the evidence file's summary says what the banner says. And no doubt the
 * generator put into a record goes unsaid.
 */

type Attempt = { record: Omit<StepRecordView, "stepId" | "createdAt">; isDoubtful: boolean };

const base = { type: "step", info: {}, config: {}, triggerId: null, deviceType: "mobile" } as const;
const failed = (message: string, reason?: string) => ({ code: "BIOPMSSE422", message, ...(reason ? { reason } : {}) });
const verdict = fc.constantFrom("GOOD", "GOOD", "GOOD", "BAD", "UNCERTAIN");

const documentAttempt = fc
  .record({ mrz: verdict, expiry_date: verdict, match_name: verdict, integrity_doc_number: verdict, text: verdict, glare: fc.boolean() })
  .map(({ glare, ...validations }): Attempt => {
    const isBad = Object.values(validations).some((v) => v !== "GOOD") || glare;
    const required = ["mrz", "expiry_date", "match_name", "integrity_doc_number"] as const;
    const status = required.every((key) => validations[key] === "GOOD") && !glare;
    return {
      record: {
        ...base,
        action: "document-ocr",
        status,
        payload: { doctype: "idcard" },
        provider: {
          status,
          result: {
            fields: { doc_number: "C12345678", expiry_date: "2024-01-31" },
            validations: { ...validations, imageQA: glare ? "BAD" : "GOOD" },
            imageQA: { front: { glares: glare ? "BAD" : "GOOD" } },
          },
        },
        error: status ? {} : failed("document: failed"),
      },
      isDoubtful: isBad,
    };
  });

const faceAttempt = fc
  .record({ score: fc.double({ min: 0, max: 1, noNaN: true }), threshold: fc.constantFrom(0.7, 0.8), hasFace: fc.boolean() })
  .map(({ score, threshold, hasFace }): Attempt => {
    const status = hasFace && score >= threshold;
    return {
      record: {
        ...base,
        action: "face-verify-2d",
        status,
        payload: {},
        provider: { status, result: hasFace ? { score, threshold } : { score: 0 } },
        error: status
          ? {}
          : hasFace
            ? failed(`face: score ${score} is below the threshold ${threshold}`)
            : failed("photo: no face found", "no-face"),
      },
      isDoubtful: !status || score - threshold < 0.05,
    };
  });

const livenessAttempt = fc.constantFrom(0, 1).map(
  (status): Attempt => ({
    record: {
      ...base,
      action: "face-liveness-2d",
      status: true,
      payload: {},
      provider: { status: true, result: { livenessStatus: status, scores: { real: status ? 0.9 : 0.2, live: 0.8 } } },
      error: {},
    },
    isDoubtful: status === 0,
  }),
);

const amlAttempt = fc.nat({ max: 2 }).map(
  (hits): Attempt => ({
    record: {
      ...base,
      action: "aml",
      status: hits === 0,
      payload: { searchTerm: "Ana" },
      provider: { status: hits === 0, result: { hits: Array.from({ length: hits }, (_, i) => ({ id: `x-${i}`, score: 0.9 })) } },
      error: hits === 0 ? {} : failed("aml: a listed name matches above the threshold"),
    },
    isDoubtful: hits > 0,
  }),
);

const codeAttempt = fc.constantFrom("right", "code-wrong", "code-expired").map(
  (outcome): Attempt => ({
    record: {
      ...base,
      action: "otp",
      status: outcome === "right",
      payload: { otpCode: "******" },
      provider: {},
      error: outcome === "right" ? {} : failed("otpCode: failed", outcome),
    },
    isDoubtful: outcome !== "right",
  }),
);

const callAttempt = fc.constantFrom("postponed", "passed", "failed").map(
  (outcome): Attempt => ({
    record: {
      ...base,
      action: "videoconference",
      status: outcome !== "failed",
      payload: { postpone: outcome === "postponed" },
      provider:
        outcome === "postponed" ? {} : { status: outcome === "passed", result: { agent: { name: "Rui" }, reason: "", checklist: [] } },
      error: outcome === "failed" ? failed("videoconference: the agent judged the call failed") : {},
    },
    isDoubtful: outcome !== "passed",
  }),
);

const unanalysedAttempt = fc.constant<Attempt>({
  record: { ...base, action: "digital-key", status: true, payload: {}, provider: { status: true, result: { method: "none" } }, error: {} },
  isDoubtful: true,
});

const FAMILIES = [documentAttempt, faceAttempt, livenessAttempt, amlAttempt, codeAttempt, callAttempt, unanalysedAttempt];

/** A finished process: each step one to three attempts, the flow as long as the steps, a negative finish when the last attempt of a step failed. */
const finishedProcess = fc
  .array(fc.oneof(...FAMILIES.map((family) => fc.array(family, { minLength: 1, maxLength: 3 }))), { minLength: 1, maxLength: 5 })
  .chain((steps) => fc.tuple(fc.constant(steps), fc.boolean()))
  .map(([steps, sameDevice]) => {
    const stepIds = steps.map((_, i) => `step-${i}`);
    const flow = {
      id: "flow",
      name: "Generated",
      settings: [],
      steps: stepIds.map((id, i) => ({
        id,
        name: `Step ${i + 1}`,
        next: stepIds[i + 1] ?? "",
        settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
        action: { type: steps[i]?.[0]?.record.action, fields: [], settings: {}, provider: { providerId: "", provider: "" } },
        tasks: [],
      })),
    } as unknown as FlowSnapshot;
    // Attempts of a step share its action type: a step is one family.
    const data = steps.flatMap((attempts, i) =>
      attempts.map((a) => ({
        ...a.record,
        action: steps[i]?.[0]?.record.action ?? a.record.action,
        stepId: `step-${i}`,
        createdAt: "2026-11-27T10:00:00Z",
      })),
    ) as StepRecordView[];
    const negativeFinish = steps.some((attempts) => attempts.at(-1)?.record.status === false && attempts.at(-1)?.record.action !== "otp");
    const events = [
      { type: "process-created", createdAt: "", deviceType: "mobile", operatingSystem: "Android", browser: "Chrome" },
      {
        type: "status-updated",
        createdAt: "",
        deviceType: sameDevice ? "mobile" : "desktop",
        operatingSystem: sameDevice ? "Android" : "Linux",
        browser: "Chrome",
      },
    ];
    const record = { id: "p", flow, data, events, status: "finished", negativeFinish } as unknown as ProcessRecordView;
    // A step is in doubt when its latest attempt is, or an earlier one failed (a postponed call then held is not).
    const isStepDoubtful = (attempts: Attempt[]) =>
      Boolean(attempts.at(-1)?.isDoubtful) || attempts.slice(0, -1).some((a) => !a.record.status);
    return { record, isDoubtful: steps.some(isStepDoubtful) || !sameDevice };
  });

describe("the truth rules of a case (property)", () => {
  it("banner, acknowledgements, risk reasons and the evidence summary tell the same story", () => {
    fc.assert(
      fc.property(finishedProcess, ({ record, isDoubtful }) => {
        const findings = recordFindings(record);
        const verdict = caseVerdict(record, findings);
        const acknowledgements = verdict.findings.map((f) => f.id);
        const risk = assessRisk(findings, DEFAULT_RISK_RULES);
        const pdfOutcome = outcomeInWords({ process: record, findings: findings.map((f) => findingLine(f, "en")) });

        expect(verdict.isClear).toBe(!record.negativeFinish && findings.length === 0);
        expect(pdfOutcome === "Finished: every check passed").toBe(verdict.isClear);
        expect(new Set(acknowledgements)).toEqual(new Set(findings.map((f) => f.id)));
        expect(new Set(acknowledgements).size).toBe(acknowledgements.length);
        for (const factor of risk.factors) expect(acknowledgements).toContain(factor.finding.id);
        const scoring = findings.filter(
          (f) => (RISK_RULE_OF[f.kind] ? DEFAULT_RISK_RULES.rules[RISK_RULE_OF[f.kind] ?? "retry"].points : 0) > 0,
        );
        expect(risk.score === 0).toBe(scoring.length === 0);
        // Whatever doubt the generator put into a record, the case says something.
        if (isDoubtful) expect(verdict.isClear).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("a margin rule fires only near its threshold: a pass by less than the margin, never a score below or far above", () => {
    const face = (score: number) =>
      ({
        id: "p",
        status: "finished",
        negativeFinish: false,
        events: [],
        flow: { steps: [{ id: "face", name: "Face", settings: { maxRetries: 3 }, action: { type: "face-verify-2d", settings: {} } }] },
        data: [
          {
            ...base,
            action: "face-verify-2d",
            stepId: "face",
            status: score >= 0.8,
            payload: {},
            provider: { result: { score, threshold: 0.8 } },
            error: score >= 0.8 ? {} : failed("face"),
          },
        ],
      }) as unknown as ProcessRecordView;
    const kinds = (score: number) => recordFindings(face(score), { faceMargin: 0.05 }).map((f) => f.kind);
    expect(kinds(0.8)).toEqual(["face-near-threshold"]);
    expect(kinds(0.849)).toEqual(["face-near-threshold"]);
    expect(kinds(0.85)).toEqual([]);
    expect(kinds(0.95)).toEqual([]);
    expect(kinds(0.2728)).toEqual(["face-mismatch"]);
    expect(kinds(0.7999)).toEqual(["face-mismatch"]);
  });

  it("every kind of finding reads as a sentence in English and in Portuguese, with its values and no placeholder left", () => {
    fc.assert(
      fc.property(finishedProcess, ({ record }) => {
        for (const finding of recordFindings(record)) {
          const [en, pt] = [findingSentence(finding, "en"), findingSentence(finding, "pt")];
          for (const text of [en, pt]) expect(text).not.toMatch(/undefined|NaN|\{|\}|BIOP/);
          expect(pt).not.toBe(en);
        }
      }),
      { numRuns: 200 },
    );
    expect(FINDING_KINDS.length).toBeGreaterThan(25);
  });
});
