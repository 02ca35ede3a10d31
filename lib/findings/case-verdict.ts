import { bySeverity, type Finding, type Severity, worstSeverity } from "./finding";

export type CaseOutcome = "in-progress" | "finished" | "negative";

/** What the case's banner says first: "every check passed" only for a finished case without a single finding. */
export type CaseVerdict = {
  outcome: CaseOutcome;
  isClear: boolean;
  /** The banner's colour: clear, or the worst finding's severity (an unfinished case is never clear). */
  tone: "clear" | "in-progress" | Severity;
  findings: Finding[];
};

export function caseVerdict(process: { status: string; negativeFinish: boolean }, findings: readonly Finding[]): CaseVerdict {
  const outcome: CaseOutcome = process.negativeFinish ? "negative" : process.status === "finished" ? "finished" : "in-progress";
  const ordered = bySeverity(findings);
  const worst = worstSeverity(ordered);
  const isClear = outcome === "finished" && ordered.length === 0;
  return { outcome, isClear, tone: isClear ? "clear" : (worst ?? "in-progress"), findings: ordered };
}
