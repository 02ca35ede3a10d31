import { redirect } from "next/navigation";
import { Pagination } from "@/components/processes/pagination";
import { type SearchCandidate, SearchResults } from "@/components/processes/search-results";
import { RemoteFailure } from "@/components/remote/remote-failure";
import { RemoteNote } from "@/components/remote/remote-note";
import { EmptyState } from "@/components/ui/empty-state";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { findProcess, isRemoteMode } from "@/lib/records/records";
import { remoteFailure } from "@/lib/records/remote/remote-client";
import { isShortIdPrefix } from "@/lib/records/search-lookups";

export const generateMetadata = titled((t) => t.search.title);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A search's matches are bounded (SEARCH_READ_CAP a look-up), so a page number past a few hundred finds nothing. */
const LAST_PAGE = 1000;

function pageHref(q: string, page: number): string {
  return `/search?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
}

/** A row as the result list shows it: these fields only, so each crosses to the browser as data, not as markup. */
function candidateOf({ id, name, flowName, status, negativeFinish, createdAt }: SearchCandidate): SearchCandidate {
  return { id, name, flowName, status, negativeFinish, createdAt };
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, { t }] = await Promise.all([searchParams, getDictionary()]);
  const q = (first(params.q) ?? "").trim().slice(0, 200);
  if (!q) redirect("/processes");
  const asked = Number(first(params.page) ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= LAST_PAGE ? asked : 1;
  const found = await findProcess(q, page).catch(remoteFailure);
  if ("failure" in found) return <RemoteFailure message={found.failure} t={t} />;
  if ("id" in found) redirect(`/processes/${encodeURIComponent(found.id)}`);
  const count = found.count.toLocaleString("en");
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{t.search.title}</h1>
      {isRemoteMode() && <RemoteNote text={t.remote.searchByIdOnly} />}
      {isShortIdPrefix(q) && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="search-id-hint">
          {t.case.search.idPrefixHint}
        </p>
      )}
      {found.count > 0 ? (
        <div data-testid="search-several" className="space-y-2">
          <p>
            {t.case.search.results} <q className="font-mono">{q}</q>:
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="search-count">
            {found.isAtLeast ? `${t.case.search.countAtLeast} ${count}` : count} {t.case.search.count}
          </p>
          {found.isAtLeast && <p className="text-sm text-slate-600 dark:text-slate-400">{t.case.search.countAtLeastWhy}</p>}
          <SearchResults rows={found.rows.map(candidateOf)} words={{ noName: t.list.noName, status: t.status, dates: t.dates }} />
          {(page > 1 || found.hasNext) && (
            <Pagination
              labels={{ prev: t.list.prev, next: t.list.next, pagination: t.shell.pagination }}
              prevHref={page > 1 ? pageHref(q, page - 1) : null}
              nextHref={found.hasNext ? pageHref(q, page + 1) : null}
            />
          )}
        </div>
      ) : (
        <div role="status" data-testid="search-not-found">
          <EmptyState title={`${t.case.search.none} “${q}”.`} />
        </div>
      )}
    </section>
  );
}
