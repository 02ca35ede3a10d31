import { type Finding, finding } from "@/lib/findings/finding";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { failedCheck } from "../common/generic-reader";
import { errorDetails } from "../common/record-json";
import type { StepContext } from "../common/step-reader";
import { documentResultOf, type TDocumentResult } from "./result";

const isUnreadable = (check: string) => check === "mrz" || check === "docType" || check.startsWith("integrity_");
const isMismatch = (check: string) => check.startsWith("match_");

function verdicts(result: TDocumentResult, verdict: string): string[] {
  return Object.entries(result.validations)
    .filter(([, value]) => value === verdict)
    .map(([key]) => key);
}

function imageProblems(result: TDocumentResult): { side: string; checks: string[] }[] {
  return Object.entries(result.imageQA)
    .map(([side, checks]) => ({
      side,
      checks: Object.entries(checks)
        .filter(([, value]) => value === "BAD")
        .map(([check]) => check),
    }))
    .filter((problem) => problem.checks.length > 0);
}

/** What one reading of a document established that a reviewer must weigh: each check that did not hold, by what it means. */
function readingFindings(record: StepRecordView, result: TDocumentResult, step: StepContext): Finding[] {
  const bad = verdicts(result, "BAD");
  const uncertain = verdicts(result, "UNCERTAIN");
  const details = [...bad.map((key) => `${key} BAD`), ...uncertain.map((key) => `${key} UNCERTAIN`), ...errorDetails(record)];
  const findings: Finding[] = [];
  if (bad.includes("expiry_date"))
    findings.push(finding("document-expired", { expiryDate: result.fields.expiry_date ?? null }, step, { details }));
  const mismatched = bad.filter(isMismatch).map((key) => key.replace(/^match_/, ""));
  if (mismatched.length) findings.push(finding("document-mismatch", { fields: mismatched }, step, { details }));
  const unreadable = bad.filter(isUnreadable);
  if (unreadable.length) findings.push(finding("document-unreadable", { checks: unreadable }, step, { details }));
  const problems = imageProblems(result);
  if (problems.length || bad.includes("imageQA")) findings.push(finding("image-quality", { problems }, step, { details }));
  // The printed zone is read by a general OCR: its disagreement with the MRZ is a doubt, not a verdict.
  const doubtful = [...uncertain, ...bad.filter((key) => key === "text")];
  if (doubtful.length) findings.push(finding("document-uncertain", { checks: doubtful }, step, { details }));
  return findings;
}

export function documentAttemptFindings(record: StepRecordView, step: StepContext): Finding[] {
  const result = documentResultOf(record);
  if (!result) return [finding("result-unreadable", {}, step, { details: errorDetails(record) })];
  const findings = readingFindings(record, result, step);
  if (!record.status && findings.length === 0) return [failedCheck(record, step)];
  return findings;
}

const compactNumber = (value: string | null | undefined) => (value ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");

/** The attempts of one document step read different document numbers: the applicant may have changed documents. */
export function documentStepFindings(attempts: StepRecordView[], step: StepContext): Finding[] {
  const numbers: string[] = [];
  for (const attempt of attempts) {
    const number = compactNumber(documentResultOf(attempt)?.fields.doc_number);
    if (number && !numbers.includes(number)) numbers.push(number);
  }
  return numbers.length > 1 ? [finding("document-changed", { documentNumbers: numbers }, step)] : [];
}
