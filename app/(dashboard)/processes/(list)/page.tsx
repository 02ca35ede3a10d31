import { Suspense } from "react";
import { CaseFilterFields } from "@/components/cases/queue/case-filter-fields";
import { ExportButton } from "@/components/exports/export-button";
import { FiltersForm } from "@/components/processes/filters-form";
import { Pagination } from "@/components/processes/pagination";
import { ProcessesTable } from "@/components/processes/processes-table";
import { RemoteNote } from "@/components/remote/remote-note";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterDisclosure } from "@/components/ui/filter-disclosure";
import { caseFilterOptions } from "@/lib/cases/review-queue";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { getDictionary } from "@/lib/i18n/dictionary";
import { INTL_LOCALES, type Locale } from "@/lib/i18n/locale";
import { titled } from "@/lib/i18n/page-title";
import { hasActiveFilters, parseProcessQuery, processQueryHref, type TProcessQuery } from "@/lib/records/process-query";
import { countProcesses, isRemoteMode, listProcesses, processFilterOptions } from "@/lib/records/records";

export const generateMetadata = titled((t) => t.list.title);

const COUNT_CAP = 1000;

async function MatchCount({ query, t, locale }: { query: TProcessQuery; t: Dictionary; locale: Locale }) {
  const count = await countProcesses(query, COUNT_CAP);
  const number = count.value.toLocaleString(INTL_LOCALES[locale]);
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="match-count">
      {count.isCapped ? `${t.list.countCapped} ${number}` : number} {t.list.count}
    </p>
  );
}

/** The same filters, as a streamed export (the cursor and page size do not apply). */
function exportHref(query: TProcessQuery, format: "csv" | "jsonl"): string {
  const [, search = ""] = processQueryHref(query).split("?");
  const params = new URLSearchParams(search);
  params.set("format", format);
  return `/exports/processes?${params.toString()}`;
}

export default async function ProcessesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseProcessQuery(await searchParams);
  const [{ t, locale }, page, options, caseOptions] = await Promise.all([
    getDictionary(),
    listProcesses(query),
    processFilterOptions(),
    caseFilterOptions(),
  ]);
  const isRemote = isRemoteMode();
  const sortHref = (column: "createdAt" | "updatedAt") =>
    processQueryHref(query, { sort: column, dir: query.sort === column && query.dir === "desc" ? "asc" : "desc" });
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold">{t.list.title}</h1>
        {(["csv", "jsonl"] as const).map((format) => (
          <ExportButton
            key={format}
            href={exportHref(query, format)}
            label={format === "csv" ? t.list.exportCsv : t.list.exportJsonl}
            hasHeaderLine={format === "csv"}
            texts={t.exports}
            locale={locale}
          />
        ))}
      </div>
      {isRemote && <RemoteNote text={`${t.remote.listExplained} ${t.remote.exportExplained}`} />}
      <FilterDisclosure title={t.list.filters} isFiltered={hasActiveFilters(query)}>
        <FiltersForm query={query} options={options} t={t}>
          {!isRemote && <CaseFilterFields filters={query} options={caseOptions} t={t} />}
        </FiltersForm>
      </FilterDisclosure>
      <Suspense fallback={<p className="h-5 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />}>
        <MatchCount query={query} t={t} locale={locale} />
      </Suspense>
      {page.rows.length === 0 ? (
        <EmptyState title={hasActiveFilters(query) || query.after || query.before ? t.list.empty : t.list.emptyNone} />
      ) : (
        <ProcessesTable
          rows={page.rows}
          sortLinks={{ active: query.sort, dir: query.dir, createdAt: sortHref("createdAt"), updatedAt: sortHref("updatedAt") }}
          labels={{
            id: t.list.id,
            noName: t.list.noName,
            status: t.list.status,
            flow: t.list.flow,
            decision: t.list.decision,
            createdAt: t.list.createdAt,
            statusNames: { "in-progress": t.status["in-progress"], finished: t.status.finished, negative: t.status.negative },
            decisionNames: t.case.decision.decided,
            pending: t.case.decision.pending,
            dates: t.dates,
          }}
        />
      )}
      <Pagination
        labels={{ prev: t.list.prev, next: t.list.next, pagination: t.shell.pagination }}
        prevHref={page.prevCursor ? processQueryHref(query, { before: page.prevCursor, after: undefined }) : null}
        nextHref={page.nextCursor ? processQueryHref(query, { after: page.nextCursor, before: undefined }) : null}
      />
    </section>
  );
}
