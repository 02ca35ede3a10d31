import { DUE_SOON_HOURS } from "@/lib/cases/queue/case-filters";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { type DateWords, formatTimestamp } from "@/lib/i18n/format";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 h", "2 d", "25 min": the distance to a due time, rounded down to its largest unit. */
export function ageText(ms: number): string {
  const span = Math.abs(ms);
  if (span >= DAY) return `${Math.floor(span / DAY)} d`;
  if (span >= HOUR) return `${Math.floor(span / HOUR)} h`;
  return `${Math.max(1, Math.floor(span / MINUTE))} min`;
}

const URGENCY = {
  overdue: { className: "font-semibold text-red-800 dark:text-red-300", mark: "⚠ " },
  "due-soon": { className: "font-medium text-amber-900 dark:text-amber-200", mark: "⏱ " },
  later: { className: "", mark: "" },
} as const;

/** How urgent a due time is: overdue, due within the queue's "soon" (2 h), or later. */
export function urgencyOf(left: number): keyof typeof URGENCY {
  if (left < 0) return "overdue";
  return left < DUE_SOON_HOURS * HOUR ? "due-soon" : "later";
}

/** "due in 3 h" or "overdue by 2 d": the words and a mark say how urgent, the colour only repeats it. */
export function DueLabel({ dueAt, now, q, dates }: { dueAt: string; now: number; q: Dictionary["queue"]; dates: DateWords }) {
  const left = Date.parse(dueAt) - now;
  const urgency = urgencyOf(left);
  return (
    <time
      dateTime={dueAt}
      title={formatTimestamp(dueAt, dates)}
      data-testid="due-label"
      data-overdue={urgency === "overdue"}
      data-urgency={urgency}
      className={URGENCY[urgency].className}
    >
      {URGENCY[urgency].mark && <span aria-hidden="true">{URGENCY[urgency].mark}</span>}
      {urgency === "overdue" ? `${q.overdueBy} ${ageText(left)}` : `${q.dueIn} ${ageText(left)}`}
    </time>
  );
}
