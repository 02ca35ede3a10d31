import { findingSentence } from "@/lib/findings/words/finding-words";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText, formatTimestamp } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { stepKindName } from "@/lib/i18n/step-kind";
import type { ApplicantMessageView } from "@/lib/service/contract/applicant-message-view";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { drawnAttempts, EVERY_ATTEMPT } from "@/lib/steps/attempt-history";
import type { RecordState } from "@/lib/steps/common/step-reader";
import { fileRoles } from "@/lib/steps/record-facts";
import { attemptFindings, recordState } from "@/lib/steps/record-findings";
import { StepPanel } from "@/lib/steps/review-panels";

const STATE_TONES: Record<RecordState, string> = {
  passed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  "code-sent": "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100",
  postponed: "bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50",
  recorded: "",
};

const LINK = "text-blue-800 underline dark:text-blue-300";

/** The SMS a code request's record asked for: written with it, at the same instant, for the same step. */
function codeMessageOf(step: StepRecordView, messages: ApplicantMessageView[]): ApplicantMessageView | undefined {
  return messages.find((m) => m.channel === "sms" && m.stepId === step.stepId && m.createdAt === step.createdAt);
}

/**
 * Every submission in order; repeated submissions of a step are numbered attempts, each record's state in words (a
 * code request's, its SMS's delivery when this service sent it).
 */
export function StepHistory({
  record,
  isMasked,
  isWhole = false,
  messages = [],
  locale,
  t,
}: {
  record: ProcessRecordView;
  isMasked: boolean;
  /** Every record's panel, however long the history (`?attempts=all`). */
  isWhole?: boolean;
  messages?: ApplicantMessageView[];
  locale: Locale;
  t: Dictionary;
}) {
  const { data: steps, flow, id: processId } = record;
  const roles = fileRoles(record);
  if (steps.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.noSteps}</p>;
  const attempts = new Map<string, number>();
  const definitions = new Map(flow.steps.map((s) => [s.id, s]));
  const drawn = drawnAttempts(steps, { isWhole });
  const wholeHref = (anchor: string) => `/processes/${encodeURIComponent(processId)}?attempts=${EVERY_ATTEMPT}#${anchor}`;
  return (
    <>
      {drawn.size < steps.length && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="earlier-attempts">
          {fillText(t.record.earlierAttempts, { count: steps.length - drawn.size })}{" "}
          <a href={wholeHref("steps")} className={LINK} data-testid="show-every-attempt">
            {t.record.showEveryAttempt}
          </a>
        </p>
      )}
      <ol className="space-y-4">
        {steps.map((step, index) => {
          const attempt = (attempts.get(step.stepId) ?? 0) + 1;
          attempts.set(step.stepId, attempt);
          const definition = definitions.get(step.stepId);
          const hasError = Object.keys(step.error).length > 0;
          const state = recordState(step);
          const findings = attemptFindings(record, step);
          const delivery = state === "code-sent" ? codeMessageOf(step, messages) : undefined;
          const isUndelivered = delivery?.state === "failed";
          const retry = typeof step.info.retry === "number" ? step.info.retry : null;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: step records are append-only; their position is their identity
              key={index}
              id={`step-${index}`}
              data-testid="step-record"
              data-action={step.action}
              data-state={state}
              className={`rounded-lg border bg-white p-4 dark:bg-slate-900 ${state === "failed" ? "border-red-300 dark:border-red-800" : "border-slate-200 dark:border-slate-800"}`}
            >
              <div className="mb-3 flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{definition?.name ?? step.stepId}</h3>
                <span className="chip">{stepKindName(step.action, t)}</span>
                <span className={`chip ${STATE_TONES[isUndelivered ? "failed" : state]}`} data-testid="record-state">
                  {delivery ? t.delivery.codeStates[delivery.state] : t.case.states[state]}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t.record.attempt} {attempt}
                  {retry !== null && retry > 0 ? ` (${t.record.retry} ${retry})` : ""} · {t.record.device}:{" "}
                  {(t.events.devices as Record<string, string>)[step.deviceType] ?? step.deviceType} ·{" "}
                  <time dateTime={step.createdAt}>{formatTimestamp(step.createdAt, t.dates)}</time>
                </span>
              </div>
              {findings.length > 0 && (
                <ul
                  className={`mb-3 space-y-1 rounded p-2 text-sm ${state === "failed" ? "bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100" : "bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50"}`}
                  data-testid="step-findings"
                >
                  {findings.map((finding) => (
                    <li key={finding.id}>{findingSentence(finding, locale)}</li>
                  ))}
                </ul>
              )}
              {hasError && (
                <details className="mb-3 text-xs" data-testid="step-error">
                  <summary className="cursor-pointer text-slate-600 dark:text-slate-400">{t.record.error}</summary>
                  <p className="mt-1 break-words" data-code={String(step.error.code ?? "")}>
                    {errorInWords(step.error, locale, t)}
                  </p>
                </details>
              )}
              {drawn.has(index) ? (
                <StepPanel
                  step={step}
                  definition={definition}
                  processId={processId}
                  isMasked={isMasked}
                  roles={roles}
                  delivery={delivery}
                  t={t}
                />
              ) : (
                <a href={wholeHref(`step-${index}`)} className={`text-sm ${LINK}`} data-testid="attempt-details">
                  {t.record.attemptDetails}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * A step's error as the reader can read it: its code in the dictionary's words; the service's own message (English,
 * its detail) beside it for an English reader, as the findings above already say what failed in the reader's words.
 */
function errorInWords(error: { code?: unknown; message?: unknown }, locale: Locale, t: Dictionary): string {
  const code = String(error.code ?? "");
  const codes: Record<string, string> = t.errorCodes;
  const worded = Object.hasOwn(codes, code) ? codes[code] : undefined;
  const message = String(error.message ?? "");
  if (!worded) return `${code} ${message}`.trim();
  return locale === "en" && message ? `${worded} ${message}` : worded;
}
