import type { Dictionary } from "@/lib/i18n/back-office/en";

const TONES = {
  finished: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  negative: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  "in-progress": "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
} as const;

/** The words a status chip can say (from the dictionary's `status`). */
export type StatusWords = Pick<Dictionary["status"], keyof typeof TONES>;

export function StatusChip({ status, negativeFinish, words }: { status: string; negativeFinish: boolean; words: StatusWords }) {
  const key = negativeFinish ? "negative" : status === "finished" || status === "in-progress" ? status : null;
  return (
    <span data-testid="status-chip" className={`chip ${key ? TONES[key] : ""}`}>
      {key ? words[key] : status}
    </span>
  );
}
