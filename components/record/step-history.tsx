import type { Dictionary } from "@/lib/i18n/back-office/en";
import { formatTimestamp } from "@/lib/i18n/format";
import type { FlowSnapshot } from "@/lib/service/flows/flow-schema";
import type { StepRecordView } from "@/lib/service/views/process-record";
import { StepPanel } from "@/lib/steps/review-panels";

/** Every submission in order; repeated submissions of a step are numbered attempts, failures show their error. */
export function StepHistory({
  steps,
  flow,
  processId,
  isMasked,
  t,
}: {
  steps: StepRecordView[];
  flow: FlowSnapshot;
  processId: string;
  isMasked: boolean;
  t: Dictionary;
}) {
  if (steps.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.noSteps}</p>;
  const attempts = new Map<string, number>();
  const definitions = new Map(flow.steps.map((s) => [s.id, s]));
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => {
        const attempt = (attempts.get(step.stepId) ?? 0) + 1;
        attempts.set(step.stepId, attempt);
        const definition = definitions.get(step.stepId);
        const hasError = Object.keys(step.error).length > 0;
        const retry = typeof step.info.retry === "number" ? step.info.retry : null;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: step records are append-only; their position is their identity
            key={index}
            data-testid="step-record"
            data-action={step.action}
            className={`rounded-lg border bg-white p-4 dark:bg-slate-900 ${step.status ? "border-slate-200 dark:border-slate-800" : "border-red-300 dark:border-red-800"}`}
          >
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{definition?.name ?? step.stepId}</h3>
              <span className="chip font-mono">{step.action}</span>
              <span
                className={`chip ${step.status ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100" : "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100"}`}
              >
                {step.status ? t.status.passed : t.status.failed}
              </span>
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {t.record.attempt} {attempt}
                {retry !== null && retry > 0 ? ` (${t.record.retry} ${retry})` : ""} · {t.record.device}: {step.deviceType} ·{" "}
                <time dateTime={step.createdAt}>{formatTimestamp(step.createdAt)}</time>
              </span>
            </div>
            {hasError && (
              <p className="mb-3 rounded bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950/50 dark:text-red-100" data-testid="step-error">
                {t.record.error}: <span className="font-mono">{String(step.error.code ?? "")}</span> {String(step.error.message ?? "")}
              </p>
            )}
            <StepPanel step={step} definition={definition} processId={processId} isMasked={isMasked} t={t} />
          </li>
        );
      })}
    </ol>
  );
}
