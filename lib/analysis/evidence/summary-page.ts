import type PDFDocument from "pdfkit";
import type { EvidenceInput, EvidenceStep, FileHash } from "./evidence-input";

type Doc = InstanceType<typeof PDFDocument>;

function label(doc: Doc, text: string) {
  doc.moveDown(0.5).font("bold").fontSize(11).fillColor("#1f4e79").text(text).fillColor("#000000").font("regular").fontSize(9);
}

function row(doc: Doc, key: string, value: string) {
  doc.font("bold").text(`${key}: `, { continued: true }).font("regular").text(value);
}

/** The outcome line: "every check passed" exactly when the record holds no finding. */
export function outcomeInWords(input: Pick<EvidenceInput, "process" | "findings">): string {
  const { process, findings } = input;
  if (process.status !== "finished") return "In progress";
  if (process.negativeFinish) return "Finished with a negative result";
  if (findings.length === 0) return "Finished: every check passed";
  return `Finished: ${findings.length === 1 ? "1 finding" : `${findings.length} findings`} to weigh before deciding`;
}

/** The latest attempt of each step, in the order the steps were first submitted, with how many attempts it took. */
function latestAttempts(steps: EvidenceStep[]): { step: EvidenceStep; attempts: number }[] {
  const latest = new Map<string, { step: EvidenceStep; attempts: number }>();
  for (const step of steps) latest.set(step.stepId, { step, attempts: (latest.get(step.stepId)?.attempts ?? 0) + 1 });
  return [...latest.values()];
}

/** Page one: who, what was checked and with what result, the outcome, the decision when there is one, and the hashes. */
export function writeSummaryPage(doc: Doc, input: EvidenceInput, fileHashes: FileHash[], generatedAt: Date) {
  const { process } = input;
  doc.font("bold").fontSize(18).text("Identity verification evidence");
  doc.font("regular").fontSize(9).text(`Produced ${generatedAt.toISOString()}. Page 1 is the summary; the record follows.`);
  label(doc, "Who");
  row(doc, "Applicant", input.applicantName ?? "not given");
  row(doc, "Process", process.id);
  if (process.reference) row(doc, "Reference", process.reference);
  row(doc, "Flow", [process.flowName, process.accountName].filter(Boolean).join(", ") || "—");
  row(doc, "Started / last change", `${process.createdAt} / ${process.updatedAt}`);
  label(doc, "Outcome");
  doc.font("bold").fontSize(12).text(outcomeInWords(input));
  doc.font("regular").fontSize(9);
  for (const line of input.findings) doc.text(`• ${line}`);
  label(doc, "What was checked");
  for (const { step, attempts } of latestAttempts(input.steps)) {
    doc
      .font("bold")
      .text(`${step.name ?? step.stepId}: ${step.state}`, { continued: attempts > 1 })
      .font("regular");
    if (attempts > 1) doc.text(` (${attempts} attempts)`);
    for (const line of step.summary) doc.text(`    ${line}`);
  }
  label(doc, "Decision");
  const decision = input.decision;
  doc.text(
    decision
      ? `${decision.outcome} (${decision.reason}) by ${decision.reviewer} at ${decision.decidedAt}${decision.comment ? `: “${decision.comment}”` : ""}`
      : "Not decided when this file was produced (at the end of the process); decisions are in the staff audit log and the audit bundle.",
  );
  label(doc, "Hashes (SHA-256)");
  doc.font("regular").fontSize(7);
  for (const file of fileHashes.slice(0, 12)) doc.text(`${file.name ?? `${file.bucket}/${file.id}`}: ${file.sha256}`);
  if (fileHashes.length > 12) doc.text(`… and ${fileHashes.length - 12} more in the list of stored files at the end.`);
  if (fileHashes.length === 0) doc.text("No stored files.");
  doc.fontSize(9);
}
