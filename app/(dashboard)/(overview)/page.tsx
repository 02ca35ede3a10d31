import { ageText } from "@/components/cases/queue/due-label";
import { DailyChartLazy, DropOffChartLazy } from "@/components/charts/overview-charts-lazy";
import { AppLink } from "@/components/shell/app-link";
import { EmptyState } from "@/components/ui/empty-state";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText, formatPercent, formatTimestamp } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { overviewStats } from "@/lib/records/records";

export const generateMetadata = titled((t) => t.overview.title);

const DAYS = 14;

function Card({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid={testId}
    >
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export default async function OverviewPage() {
  const [{ t }, stats] = await Promise.all([getDictionary(), overviewStats(DAYS)]);
  const now = Date.now();
  const started = stats.days.reduce((sum, d) => sum + d.started, 0);
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-semibold">{t.overview.title}</h1>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title={t.overview.passRate} testId="pass-rate">
          <p className="text-3xl font-semibold">{formatPercent(stats.passRate)}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t.overview.passRateHint} ({stats.finishedTotal} {t.overview.finished.toLowerCase()}, {started}{" "}
            {t.overview.started.toLowerCase()})
          </p>
        </Card>
        <div className="lg:col-span-2">
          <Card title={t.overview.perDay}>
            {started === 0 ? (
              <EmptyState title={t.overview.noData} />
            ) : (
              <DailyChartLazy
                days={stats.days}
                labels={{
                  started: t.overview.started,
                  finished: t.overview.finished,
                  negative: t.overview.negative,
                  title: t.overview.perDay,
                }}
              />
            )}
          </Card>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t.overview.dropOff} testId="drop-off">
          {stats.dropOff.length === 0 ? (
            <EmptyState title={t.overview.noData} />
          ) : (
            <DropOffChartLazy steps={stats.dropOff} labels={{ waiting: t.overview.waiting, title: t.overview.dropOff }} />
          )}
        </Card>
        <Card title={t.overview.awaiting} testId="awaiting-decision">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.overview.awaitingNote}</p>
          {stats.awaitingDecision.length === 0 ? (
            <EmptyState title={t.overview.noData} />
          ) : (
            <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
              {stats.awaitingDecision.map((row) => (
                <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
                  <AppLink href={`/processes/${encodeURIComponent(row.id)}`} className="min-w-0 text-blue-800 underline dark:text-blue-300">
                    {/* undefined: this record source does not list names (remote mode); null: the applicant gave none. */}
                    {row.name === undefined ? null : (row.name ?? <span className="italic">{t.overview.noName}</span>)}{" "}
                    <span className="font-mono text-xs">{row.id.slice(0, 8)}</span>
                  </AppLink>
                  <span className="text-slate-600 dark:text-slate-400">
                    {row.reference ?? "—"} ·{" "}
                    <time dateTime={row.updatedAt} title={formatTimestamp(row.updatedAt, t.dates)}>
                      {fillText(t.overview.waitingFor, { age: ageText(now - Date.parse(row.updatedAt)) })}
                    </time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
