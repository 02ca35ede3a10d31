import type { Db, Tx } from "@/lib/db/client";
import { attemptFaceFindings, type DuplicateOf, duplicateFindings, screeningAlertFindings } from "@/lib/findings/cross-case";
import type { Finding, OtherOutcome } from "@/lib/findings/finding";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import { recordFindings } from "@/lib/steps/record-findings";
import { caseDuplicates } from "./duplicates/case-duplicates";
import { faceAttemptComparisons } from "./duplicates/face-attempts";
import { currentRiskRules } from "./risk/risk-rules";

const OUTCOMES: readonly OtherOutcome[] = ["approved", "rejected", "resubmission-requested", "negative", "finished", "in-progress"];
const outcomeOf = (outcome: string): OtherOutcome => OUTCOMES.find((o) => o === outcome) ?? "in-progress";

/** What the screening found across cases (duplicates, attempts' faces, ongoing screening): absent for a remote record. */
export type CrossCaseFacts = {
  faceComparisons: { stepId: string; score: number | null; threshold: number }[];
  duplicates: DuplicateOf[];
  unresolvedAlerts: number;
};

export const NO_CROSS_CASE: CrossCaseFacts = { faceComparisons: [], duplicates: [], unresolvedAlerts: 0 };

/** The findings of one case: its own record's, read by each step family, then what other cases and screening add. */
export function combineFindings(record: ProcessRecordView, cross: CrossCaseFacts, faceMargin: number): Finding[] {
  const stepName = (stepId: string) => record.flow.steps.find((s) => s.id === stepId)?.name ?? stepId;
  return [
    ...recordFindings(record, { faceMargin }),
    ...attemptFaceFindings(cross.faceComparisons, stepName),
    ...duplicateFindings(cross.duplicates),
    ...screeningAlertFindings(cross.unresolvedAlerts),
  ];
}

/** Whether a step of the record was submitted more than once: only then can attempts' faces have been compared. */
const hasRepeatedStep = (record: ProcessRecordView) => new Set(record.data.map((step) => step.stepId)).size < record.data.length;

/** What this installation's database knows of a process beyond its record. */
async function crossCaseFacts(db: Db | Tx, record: ProcessRecordView): Promise<CrossCaseFacts> {
  const processId = record.id;
  const [faceComparisons, duplicates, unresolvedAlerts] = await Promise.all([
    hasRepeatedStep(record) ? faceAttemptComparisons(db, processId) : [],
    caseDuplicates(db, processId),
    db.screeningAlert.count({ where: { processId, status: { in: ["open", "confirmed"] } } }),
  ]);
  return {
    faceComparisons,
    duplicates: duplicates.map((d) => ({ otherProcessId: d.otherProcessId, kind: d.kind, score: d.score, outcome: outcomeOf(d.outcome) })),
    unresolvedAlerts,
  };
}

/**
 * The one reading of a case that every screen and check uses: the banner, the decision's acknowledgements, risk, the
 * queue's columns. `record` is the unmasked record; a masked reader gets these findings masked (personal-data-policy).
 */
export async function caseFindings(db: Db | Tx, record: ProcessRecordView, isLocal = true): Promise<Finding[]> {
  const [{ rules }, cross] = await Promise.all([currentRiskRules(db), isLocal ? crossCaseFacts(db, record) : NO_CROSS_CASE]);
  return combineFindings(record, cross, rules.rules["face-margin"].margin ?? 0.05);
}
