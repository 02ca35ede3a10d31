import type { ReactNode } from "react";

const TONES = { good: "text-emerald-800 dark:text-emerald-300", bad: "text-red-800 dark:text-red-300", none: "" } as const;

/** One labelled fact of the case summary. */
export function SummaryFact({
  label,
  tone,
  testId,
  children,
}: {
  label: string;
  tone: keyof typeof TONES;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className={`font-medium ${TONES[tone]}`} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
