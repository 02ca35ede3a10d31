import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { isTypeOf } from "@/lib/steps/common/type-table";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { faceTraitsOf } from "@/lib/steps/face/action-types";
import type { RiskRuleName, TRiskRules } from "./risk-rules";

export type RiskLevel = "low" | "medium" | "high";
export const RISK_LEVELS: readonly RiskLevel[] = ["low", "medium", "high"];

/** What the rules read of a finished process: its step records (every submission), its events' devices, its duplicates. */
export type RiskInput = {
  records: { action: string; status: boolean; result: Record<string, unknown> }[];
  devices: { deviceType: string; operatingSystem: string; browser: string }[];
  duplicates: { kind: "document" | "face"; otherProcessId: string; score: number }[];
};

/** One reason the score went up: the rule, its points, and what in the process's results triggered it. */
export type RiskFactor = { rule: RiskRuleName; points: number; detail: string };
export type RiskAssessmentResult = { score: number; level: RiskLevel; factors: RiskFactor[] };

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Each occurrence as a detail line; the rule adds its points per occurrence, up to its max. */
type Occurrences = Partial<Record<RiskRuleName, string[]>>;

function documentOccurrences(records: RiskInput["records"]): Occurrences {
  const latest = records.findLast((r) => isTypeOf(DOCUMENT_TYPES, r.action));
  if (!latest) return {};
  const validations = Object.entries(objectOf(latest.result.validations)).filter(([, v]) => v === "BAD" || v === "UNCERTAIN");
  const qualityFlags = Object.entries(objectOf(latest.result.imageQA)).flatMap(([side, verdicts]) =>
    Object.entries(objectOf(verdicts))
      .filter(([, v]) => v === "BAD")
      .map(([key]) => `${side} ${key} BAD`),
  );
  return { "failed-validation": validations.map(([key, v]) => `${key} ${v}`), "image-quality": qualityFlags };
}

function faceOccurrences(records: RiskInput["records"], margin: number): string[] {
  return records.flatMap((r) => {
    const { score, threshold } = r.result;
    if (!faceTraitsOf(r.action) || typeof score !== "number" || typeof threshold !== "number") return [];
    const lead = score - threshold;
    return lead < margin ? [`${r.action} score ${score} is ${lead < 0 ? "below" : "within"} ${margin} of the threshold ${threshold}`] : [];
  });
}

function amlOccurrences(records: RiskInput["records"]): string[] {
  const latest = records.findLast((r) => isTypeOf(AML_TYPES, r.action));
  const hits = Array.isArray(latest?.result.hits) ? (latest.result.hits as unknown[]) : [];
  return hits.map((hit) => `listed entry ${String(objectOf(hit).id ?? "?")} scored ${String(objectOf(hit).score ?? "?")}`);
}

function deviceOccurrences(devices: RiskInput["devices"]): string[] {
  const seen = [...new Set(devices.map((d) => `${d.deviceType} · ${d.operatingSystem} · ${d.browser}`))].sort();
  return seen.length > 1 ? [`${seen.length} devices: ${seen.join("; ")}`] : [];
}

/** Scores a finished process by the rules: every contributing factor listed, the level from the score. */
export function assessRisk(input: RiskInput, rules: TRiskRules): RiskAssessmentResult {
  const occurrences: Occurrences = {
    ...documentOccurrences(input.records),
    "face-margin": faceOccurrences(input.records, rules.rules["face-margin"].margin ?? 0.05),
    "aml-hit": amlOccurrences(input.records),
    retry: input.records.filter((r) => !r.status).map((r) => `a failed ${r.action} submission`),
    "duplicate-document": input.duplicates.filter((d) => d.kind === "document").map((d) => `same document as ${d.otherProcessId}`),
    "duplicate-face": input.duplicates
      .filter((d) => d.kind === "face")
      .map((d) => `same face as ${d.otherProcessId} (${d.score.toFixed(2)})`),
    "device-change": deviceOccurrences(input.devices),
  };
  const factors: RiskFactor[] = [];
  for (const [rule, details] of Object.entries(occurrences) as [RiskRuleName, string[]][]) {
    const { points, max } = rules.rules[rule];
    let left = max ?? Number.POSITIVE_INFINITY;
    for (const detail of details) {
      const added = Math.min(points, left);
      if (added <= 0) break;
      factors.push({ rule, points: added, detail });
      left -= added;
    }
  }
  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const level: RiskLevel = score >= rules.levels.high ? "high" : score >= rules.levels.medium ? "medium" : "low";
  return { score, level, factors };
}
