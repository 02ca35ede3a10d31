import type { CaseVerdict } from "@/lib/findings/case-verdict";
import { findingSentence, severityWord } from "@/lib/findings/words/finding-words";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

const TONES = {
  clear: "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950/40",
  critical: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40",
  warning: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40",
  notice: "border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950/40",
  "in-progress": "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900",
} as const;

const SEVERITY_TONES = {
  critical: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  warning: "bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50",
  notice: "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100",
} as const;

function headline(verdict: CaseVerdict, words: Dictionary["case"]["summary"]): string {
  if (verdict.outcome !== "finished") return words.outcomes[verdict.outcome];
  return verdict.isClear ? words.outcomes.clear : fillText(words.outcomes.findings, { count: verdict.findings.length });
}

/**
 * The case's verdict first on the page, from its findings only: "every check passed" exactly when there is none, else
 * each finding in words (most severe first) with its codes behind a disclosure.
 */
export function CaseBanner({ verdict, locale, t }: { verdict: CaseVerdict; locale: Locale; t: Dictionary }) {
  const words = t.case.summary;
  return (
    <section
      aria-labelledby="case-summary"
      className={`rounded-lg border p-4 ${TONES[verdict.tone]}`}
      data-testid="case-summary"
      data-tone={verdict.tone}
    >
      <h2 id="case-summary" className="sr-only">
        {words.title}
      </h2>
      <p className="text-base font-semibold" data-testid="summary-outcome">
        {headline(verdict, words)}
      </p>
      {verdict.findings.length === 0 && verdict.outcome === "in-progress" && <p className="mt-1 text-sm">{words.noFindingsYet}</p>}
      {verdict.findings.length > 0 && (
        <ul className="mt-2 space-y-1.5 text-sm" aria-label={words.findings} data-testid="summary-findings">
          {verdict.findings.map((finding) => (
            <li key={finding.id} data-testid="finding" data-kind={finding.kind} data-severity={finding.severity}>
              <span className={`chip mr-2 ${SEVERITY_TONES[finding.severity]}`}>{severityWord(finding.severity, locale)}</span>
              {finding.stepName && <strong>{finding.stepName}: </strong>}
              <span data-testid="finding-text">{findingSentence(finding, locale)}</span>
              {finding.details.length > 0 && (
                <details className="ml-1 inline-block align-top text-xs">
                  <summary className="cursor-pointer text-slate-600 dark:text-slate-400">{words.details}</summary>
                  <ul className="mt-1 font-mono">
                    {finding.details.map((line) => (
                      <li key={line} className="break-all">
                        {line}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
