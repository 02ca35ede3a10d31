import type { CaseView } from "@/lib/cases/review-queue";
import { findingLine } from "@/lib/findings/words/finding-words";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { type DateWords, formatTimestamp } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { RiskChip } from "./chips";

/** The latest risk score, level and rules version, and every factor that added points ("why"). */
export function RiskPanel({
  risk,
  earlier,
  locale,
  q,
  dates,
}: {
  risk: CaseView["risk"];
  earlier: CaseView["earlierRisk"];
  locale: Locale;
  q: Dictionary["queue"];
  dates: DateWords;
}) {
  if (!risk) return <p className="text-sm text-slate-600 dark:text-slate-400">{q.case.notScreened}</p>;
  return (
    <div className="space-y-2 text-sm" data-testid="risk-panel">
      <p>
        <RiskChip level={risk.level} score={risk.score} q={q} />{" "}
        <span className="text-slate-700 dark:text-slate-300">
          ({q.case.rulesVersion} {risk.rulesVersion}, {formatTimestamp(risk.at, dates)})
        </span>
      </p>
      <h4 className="font-medium">{q.case.why}</h4>
      {risk.factors.length === 0 ? (
        <p>{q.case.noFactors}</p>
      ) : (
        <ul className="list-disc pl-5" data-testid="risk-factors">
          {risk.factors.map((factor, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an assessment's factors are stored once, in their order
            <li key={index}>
              +{factor.points} {q.case.points}: {"finding" in factor ? findingLine(factor.finding, locale) : factor.detail}
            </li>
          ))}
        </ul>
      )}
      {earlier.length > 0 && (
        <details>
          <summary className="cursor-pointer">
            {q.case.earlier} ({earlier.length})
          </summary>
          <ul className="mt-1">
            {earlier.map((r) => (
              <li key={r.at}>
                {formatTimestamp(r.at, dates)} · {q.riskLevels[r.level as keyof Dictionary["queue"]["riskLevels"]] ?? r.level} · {r.score} ·{" "}
                {q.case.rulesVersion} {r.rulesVersion}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
