import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { CaseSummary as Summary } from "@/lib/review/case-summary";
import { SummaryFact } from "./summary-fact";

const OUTCOME_TONES = {
  finished: "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40",
  negative: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40",
  "in-progress": "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40",
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/**
 * Why the case is what it is, first on the page: the outcome and the failed checks in words, the face score against
 * its threshold, liveness, sanctions hits, retries, and a document or a face changed between attempts. Each fact is a small block, so more (risk, duplicates,
 * assignment) can sit beside them.
 */
export function CaseSummary({ summary, t }: { summary: Summary; t: Dictionary }) {
  const words = t.case.summary;
  return (
    <section
      aria-labelledby="case-summary"
      className={`rounded-lg border p-4 ${OUTCOME_TONES[summary.outcome]}`}
      data-testid="case-summary"
    >
      <h2 id="case-summary" className="sr-only">
        {words.title}
      </h2>
      <p className="text-base font-semibold" data-testid="summary-outcome">
        {words.outcomes[summary.outcome]}
      </p>
      {summary.failedChecks.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label={words.failedChecks} data-testid="summary-failed-checks">
          {summary.failedChecks.map((check) => (
            <li key={check.stepId}>
              <strong>{check.stepName}</strong>: {check.message}{" "}
              <span className="text-slate-600 dark:text-slate-400">
                ({check.attempts} {words.attempts})
              </span>
            </li>
          ))}
        </ul>
      )}
      {summary.changedDocuments.length > 0 && (
        <ul
          role="alert"
          className="mt-2 space-y-1 text-sm font-medium text-red-800 dark:text-red-300"
          data-testid="summary-changed-documents"
        >
          {summary.changedDocuments.map((changed) => (
            <li key={changed.stepId}>{fill(words.documentChanged, { step: changed.stepName, numbers: changed.numbers.join(" → ") })}</li>
          ))}
        </ul>
      )}
      {summary.changedFaces.length > 0 && (
        <ul role="alert" className="mt-2 space-y-1 text-sm font-medium text-red-800 dark:text-red-300" data-testid="summary-changed-faces">
          {summary.changedFaces.map((face) => (
            <li key={`${face.stepId}:${face.toSeq}`}>
              {face.score === null
                ? fill(words.faceUnsure, { step: face.stepName })
                : fill(words.faceChanged, { step: face.stepName, score: face.score.toFixed(2), threshold: face.threshold.toFixed(2) })}
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <SummaryFact label={words.face} testId="summary-face" tone={summary.face ? (summary.face.passed ? "good" : "bad") : "none"}>
          {summary.face
            ? `${summary.face.passed ? words.facePassed : words.faceFailed}: ${fill(words.faceOf, {
                score: summary.face.score.toFixed(2),
                threshold: summary.face.threshold === null ? "—" : summary.face.threshold.toFixed(2),
              })}`
            : words.notChecked}
        </SummaryFact>
        <SummaryFact
          label={words.liveness}
          testId="summary-liveness"
          tone={summary.liveness ? (summary.liveness.passed ? "good" : "bad") : "none"}
        >
          {summary.liveness ? (summary.liveness.passed ? words.livenessPassed : words.livenessFailed) : words.notChecked}
        </SummaryFact>
        <SummaryFact label={words.aml} testId="summary-aml" tone={summary.aml.length ? "bad" : "none"}>
          {summary.aml.length
            ? summary.aml.map((a) => fill(words.amlHits, { hits: a.hits, step: a.stepName })).join("; ")
            : words.noAmlHits}
        </SummaryFact>
        <SummaryFact label={words.retries} testId="summary-retries" tone={summary.retries ? "bad" : "none"}>
          {String(summary.retries)}
        </SummaryFact>
      </dl>
    </section>
  );
}
