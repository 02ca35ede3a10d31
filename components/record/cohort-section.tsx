import { CohortHistogramLazy } from "@/components/charts/cohort-histogram-lazy";
import { formatScore, type ScoreFormat } from "@/components/charts/score-format";
import { cohort } from "@/lib/cases/cohort/cohort";
import { COHORT_WINDOW, type CohortChart, MIN_COHORT } from "@/lib/cases/cohort/cohort-charts";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { staffWhoReads } from "@/lib/records/records";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import type { ScoreMetric } from "@/lib/steps/common/step-scores";

const FORMATS: Record<ScoreMetric, ScoreFormat> = {
  "face-match": "decimal",
  liveness: "decimal",
  "document-focus": "whole",
  "document-glare": "percent",
};

const isPassing = (chart: CohortChart) =>
  chart.threshold === null || (chart.passesAt === "or-above" ? chart.score >= chart.threshold : chart.score <= chart.threshold);

function CohortChartItem({ chart, t }: { chart: CohortChart; t: Dictionary["pictures"]["cohort"] }) {
  const format = FORMATS[chart.metric];
  const score = formatScore(chart.score, format);
  const threshold = chart.threshold === null ? t.noThreshold : formatScore(chart.threshold, format);
  const { histogram } = chart;
  const summary = histogram
    ? fillText(t.summary, { score, threshold, below: histogram.below, count: histogram.count, equal: histogram.equal })
    : fillText(t.tooSmall, { count: chart.cohort, minimum: MIN_COHORT, score });
  return (
    <li
      className="space-y-1 rounded border border-slate-200 p-3 dark:border-slate-800"
      data-testid="cohort-metric"
      data-metric={chart.metric}
    >
      <h3 className="text-sm font-semibold">{t.metrics[chart.metric]}</h3>
      {histogram && (
        <CohortHistogramLazy
          bins={histogram.bins}
          score={chart.score}
          threshold={chart.threshold}
          isPassing={isPassing(chart)}
          format={format}
          labels={{
            title: `${t.metrics[chart.metric]}: ${summary}`,
            processes: t.processes,
            thisProcess: t.thisProcess,
            threshold: t.threshold,
            range: t.range,
          }}
        />
      )}
      <p
        className={histogram ? "text-xs" : "text-sm text-slate-600 dark:text-slate-400"}
        data-testid={histogram ? "cohort-summary" : "cohort-too-small"}
      >
        {summary}
      </p>
    </li>
  );
}

/** The process's scores beside the same scores over its account's recent processes; nothing when it has none. */
export async function CohortSection({ record, locale, t }: { record: ProcessRecordView; locale: Locale; t: Dictionary }) {
  const charts = await cohort.cohortCharts(await staffWhoReads(), record);
  if (charts.length === 0) return null;
  const words = t.pictures.cohort;
  return (
    <section aria-labelledby="cohort" className="space-y-3" data-testid="cohort-section">
      <h2 id="cohort" className="text-lg font-semibold">
        {words.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {fillText(words.window, { window: new Intl.NumberFormat(locale === "pt" ? "pt-PT" : "en-GB").format(COHORT_WINDOW) })}
      </p>
      <ul className="grid gap-3 md:grid-cols-2">
        {charts.map((chart) => (
          <CohortChartItem key={chart.metric} chart={chart} t={words} />
        ))}
      </ul>
    </section>
  );
}
