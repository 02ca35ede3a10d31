import { caseVerdict } from "@/lib/findings/case-verdict";
import type { Finding } from "@/lib/findings/finding";
import { findingLine } from "@/lib/findings/words/finding-words";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";

/** The bundle's findings.json: the case's verdict as its page shows it, and each finding in words with its codes. */
export function findingsSummary(record: Pick<ProcessRecordView, "status" | "negativeFinish">, findings: Finding[]) {
  const verdict = caseVerdict(record, findings);
  return {
    outcome: verdict.outcome,
    everyCheckPassed: verdict.isClear,
    findings: verdict.findings.map((finding) => ({
      id: finding.id,
      kind: finding.kind,
      severity: finding.severity,
      stepId: finding.stepId ?? null,
      text: findingLine(finding, "en"),
      values: finding.values,
      details: finding.details,
    })),
  };
}
