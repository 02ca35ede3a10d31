import { type Finding, finding, type OtherOutcome } from "./finding";

/** Two consecutive attempts of a step compared face to face (the face-attempts job); score null: no face in one. */
export type AttemptFaceComparison = { stepId: string; score: number | null; threshold: number };

/** The faces of a step's attempts differ, or could not be compared: one finding per step. */
export function attemptFaceFindings(comparisons: readonly AttemptFaceComparison[], stepName: (stepId: string) => string): Finding[] {
  const byStep = new Map<string, Finding>();
  for (const c of comparisons) {
    if (c.score !== null && c.score >= c.threshold) continue;
    const scope = { stepId: c.stepId, stepName: stepName(c.stepId) };
    const found =
      c.score === null ? finding("face-unsure", {}, scope) : finding("face-changed", { score: c.score, threshold: c.threshold }, scope);
    if (!byStep.has(found.id)) byStep.set(found.id, found);
  }
  return [...byStep.values()];
}

/** Another process with the same document or face, and how that one ended (its decision in force, else its finish). */
export type DuplicateOf = { otherProcessId: string; kind: "document" | "face"; score: number; outcome: OtherOutcome };

const REFUSED: readonly OtherOutcome[] = ["rejected", "negative"];

/** A duplicate of a refused case is critical; of any other, one to weigh. */
export function duplicateFindings(duplicates: readonly DuplicateOf[]): Finding[] {
  return duplicates.map((d) => {
    const key = `${d.kind}:${d.otherProcessId}`;
    const common = { otherProcessId: d.otherProcessId, otherOutcome: d.outcome };
    if (REFUSED.includes(d.outcome)) return finding("duplicate-of-rejected", { ...common, match: d.kind }, { key });
    return d.kind === "face"
      ? finding("duplicate-face", { ...common, score: d.score }, { key })
      : finding("duplicate-document", common, { key });
  });
}

/** Ongoing screening matched a listed entry since the process finished, and no reviewer dismissed it. */
export function screeningAlertFindings(unresolved: number): Finding[] {
  return unresolved > 0 ? [finding("screening-alert", { alerts: unresolved }, { key: "screening" })] : [];
}
