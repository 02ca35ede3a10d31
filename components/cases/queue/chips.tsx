import type { Dictionary } from "@/lib/i18n/back-office/en";

const RISK_TONES: Record<string, string> = {
  low: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  high: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
};

const TAG_TONES: Record<string, string> = {
  slate: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  blue: "bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100",
};

/** The risk level in words (with its score), coloured as a second signal. */
export function RiskChip({ level, score, q }: { level: string | null; score?: number | null; q: Dictionary["queue"] }) {
  if (!level) return <span className="text-slate-600 dark:text-slate-400">–</span>;
  const name = q.riskLevels[level as keyof Dictionary["queue"]["riskLevels"]] ?? level;
  return (
    <span data-testid="risk-chip" className={`chip ${RISK_TONES[level] ?? ""}`}>
      {name}
      {score !== undefined && score !== null ? ` · ${score}` : ""}
    </span>
  );
}

export function TagChip({ name, colour }: { name: string; colour: string }) {
  return <span className={`chip ${TAG_TONES[colour] ?? TAG_TONES.slate}`}>{name}</span>;
}
