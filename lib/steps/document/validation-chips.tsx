const TONE = {
  good: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  bad: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  uncertain: "bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50",
  other: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
} as const;

function verdictOf(value: unknown): { label: string; tone: keyof typeof TONE } {
  const text =
    typeof value === "object" && value !== null && "status" in value ? String((value as { status: unknown }).status) : String(value);
  const upper = text.toUpperCase();
  if (upper === "GOOD" || upper === "TRUE") return { label: "GOOD", tone: "good" };
  if (upper === "BAD" || upper === "FALSE") return { label: "BAD", tone: "bad" };
  if (upper === "UNCERTAIN") return { label: "UNCERTAIN", tone: "uncertain" };
  return { label: text, tone: "other" };
}

/** Each validation as a chip: GOOD green, BAD red, UNCERTAIN amber (with the word, not only the colour). */
export function ValidationChips({ validations }: { validations: Record<string, unknown> }) {
  return (
    <ul className="flex flex-wrap gap-2" data-testid="validation-chips">
      {Object.entries(validations).map(([name, value]) => {
        const verdict = verdictOf(value);
        return (
          <li key={name} className={`chip gap-1 ${TONE[verdict.tone]}`} data-verdict={verdict.label}>
            <span className="font-mono">{name}</span>
            <span aria-hidden="true">·</span>
            <span>{verdict.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
