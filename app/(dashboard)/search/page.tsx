import { redirect } from "next/navigation";
import { SearchResults } from "@/components/processes/search-results";
import { RemoteFailure } from "@/components/remote/remote-failure";
import { RemoteNote } from "@/components/remote/remote-note";
import { EmptyState } from "@/components/ui/empty-state";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { findProcess, isRemoteMode } from "@/lib/records/records";
import { remoteFailure } from "@/lib/records/remote/remote-client";

export const generateMetadata = titled((t) => t.search.title);

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, { t }] = await Promise.all([searchParams, getDictionary()]);
  const raw = Array.isArray(params.q) ? params.q[0] : params.q;
  const q = (raw ?? "").trim().slice(0, 200);
  if (!q) redirect("/processes");
  const found = await findProcess(q).catch(remoteFailure);
  if ("failure" in found) return <RemoteFailure message={found.failure} t={t} />;
  if ("id" in found) redirect(`/processes/${encodeURIComponent(found.id)}`);
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{t.search.title}</h1>
      {isRemoteMode() && <RemoteNote text={t.remote.searchByIdOnly} />}
      {found.candidates.length > 0 ? (
        <div data-testid="search-several" className="space-y-2">
          <p>
            {t.case.search.results} <q className="font-mono">{q}</q>:
          </p>
          <SearchResults rows={found.candidates} t={t} />
        </div>
      ) : (
        <div role="status" data-testid="search-not-found">
          <EmptyState title={`${t.case.search.none} “${q}”.`} />
        </div>
      )}
    </section>
  );
}
