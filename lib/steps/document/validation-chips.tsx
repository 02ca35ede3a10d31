import type { Dictionary } from "@/lib/i18n/back-office/en";

const TONE = {
  good: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  bad: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  uncertain: "bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50",
  other: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
} as const;

type Verdict = { code: string; tone: keyof typeof TONE };

/** A provider's verdict ("GOOD", "TRUE", { status: "BAD" }…) as one of ours, or as it came. */
export function verdictOf(value: unknown): Verdict {
  const text =
    typeof value === "object" && value !== null && "status" in value ? String((value as { status: unknown }).status) : String(value);
  const upper = text.toUpperCase();
  if (upper === "GOOD" || upper === "TRUE") return { code: "GOOD", tone: "good" };
  if (upper === "BAD" || upper === "FALSE") return { code: "BAD", tone: "bad" };
  if (upper === "UNCERTAIN" || upper === "UNSURE") return { code: "UNCERTAIN", tone: "uncertain" };
  return { code: text, tone: "other" };
}

/** The verdict's word in the reader's language. */
export function verdictWord(verdict: Verdict, t: Dictionary): string {
  return verdict.tone === "other" ? verdict.code : t.checks.verdicts[verdict.tone];
}

/** Each validation as a chip: good green, bad red, uncertain amber (with the word, not only the colour). */
export function ValidationChips({ validations, t }: { validations: Record<string, unknown>; t: Dictionary }) {
  const names: Record<string, string> = t.checks.validations;
  return (
    <ul className="flex flex-wrap gap-2" data-testid="validation-chips">
      {Object.entries(validations).map(([name, value]) => {
        const verdict = verdictOf(value);
        const isNamed = Object.hasOwn(names, name);
        return (
          <li key={name} className={`chip gap-1 ${TONE[verdict.tone]}`} data-verdict={verdict.code} data-check={name}>
            <span className={isNamed ? "" : "font-mono"}>{isNamed ? names[name] : name}</span>
            <span aria-hidden="true">·</span>
            <span>{verdictWord(verdict, t)}</span>
          </li>
        );
      })}
    </ul>
  );
}
