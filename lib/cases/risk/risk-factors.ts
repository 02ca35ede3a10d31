import type { Finding, FindingKind } from "@/lib/findings/finding";
import type { RiskRuleName, TRiskRules } from "./risk-rules";

export type RiskLevel = "low" | "medium" | "high";
export const RISK_LEVELS: readonly RiskLevel[] = ["low", "medium", "high"];

/** Which rule scores each kind of finding; null: a finding to acknowledge that adds no risk of its own. */
export const RISK_RULE_OF: Record<FindingKind, RiskRuleName | null> = {
  "negative-finish": "negative-finish",
  "check-failed": "failed-check",
  "not-analysed": "not-analysed",
  "result-unreadable": "not-analysed",
  "document-expired": "failed-validation",
  "document-mismatch": "failed-validation",
  "document-unreadable": "failed-validation",
  "document-uncertain": "failed-validation",
  "image-quality": "image-quality",
  "face-mismatch": "failed-check",
  "face-near-threshold": "face-margin",
  "no-face": "failed-check",
  "liveness-failed": "failed-check",
  "video-liveness-failed": "failed-check",
  "screening-hit": "aml-hit",
  "code-not-confirmed": "failed-check",
  "digital-key-failed": "failed-check",
  "call-failed": "failed-check",
  "call-postponed": "video-not-done",
  retried: "retry",
  "not-performed": null,
  "document-changed": "changed-between-attempts",
  "face-changed": "changed-between-attempts",
  "face-unsure": "changed-between-attempts",
  "duplicate-document": "duplicate-document",
  "duplicate-face": "duplicate-face",
  "duplicate-of-rejected": "duplicate-of-rejected",
  "screening-alert": "aml-hit",
  "device-change": "device-change",
};

/** One reason the score went up: the rule, its points, and the finding that triggered it (its words are the finding's). */
export type RiskFactor = { rule: RiskRuleName; points: number; finding: Finding };
export type RiskAssessmentResult = { score: number; level: RiskLevel; factors: RiskFactor[] };
/** A factor as stored: assessments made before findings say their reason in English (`detail`). */
export type StoredRiskFactor = RiskFactor | { rule: string; points: number; detail: string };

/** How many times a finding counts: a retry per failed attempt, every other finding once. */
const occurrences = (finding: Finding) => (finding.kind === "retried" ? finding.values.failedAttempts : 1);

/** Scores a case from its findings: each finding adds its rule's points per occurrence, a rule at most its max. */
export function assessRisk(findings: readonly Finding[], rules: TRiskRules): RiskAssessmentResult {
  const left = new Map<RiskRuleName, number>();
  const factors: RiskFactor[] = [];
  for (const finding of findings) {
    const rule = RISK_RULE_OF[finding.kind];
    if (!rule) continue;
    const { points, max } = rules.rules[rule];
    const room = left.get(rule) ?? max ?? Number.POSITIVE_INFINITY;
    const added = Math.min(points * occurrences(finding), room);
    if (added <= 0) continue;
    left.set(rule, room - added);
    factors.push({ rule, points: added, finding });
  }
  const score = factors.reduce((sum, f) => sum + f.points, 0);
  const level: RiskLevel = score >= rules.levels.high ? "high" : score >= rules.levels.medium ? "medium" : "low";
  return { score, level, factors };
}
