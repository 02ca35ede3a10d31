import type { Dictionary } from "@/lib/i18n/back-office/en";

const TONES = {
  finished: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  negative: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  "in-progress": "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
} as const;

export function StatusChip({ status, negativeFinish, t }: { status: string; negativeFinish: boolean; t: Dictionary }) {
  const key = negativeFinish ? "negative" : status === "finished" ? "finished" : status === "in-progress" ? "in-progress" : null;
  const label = negativeFinish
    ? t.status.negative
    : status === "finished"
      ? t.status.finished
      : status === "in-progress"
        ? t.status["in-progress"]
        : status;
  return (
    <span data-testid="status-chip" className={`chip ${key ? TONES[key] : ""}`}>
      {label}
    </span>
  );
}
