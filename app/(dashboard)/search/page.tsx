import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusChip } from "@/components/ui/status-chip";
import { getDictionary } from "@/lib/i18n/dictionary";
import { formatTimestamp } from "@/lib/i18n/format";
import { findProcess } from "@/lib/review/records";

export const metadata: Metadata = { title: "Search" };

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, { t }] = await Promise.all([searchParams, getDictionary()]);
  const raw = Array.isArray(params.q) ? params.q[0] : params.q;
  const q = (raw ?? "").trim().slice(0, 200);
  if (!q) redirect("/processes");
  const found = await findProcess(q);
  if (found && "id" in found) redirect(`/processes/${encodeURIComponent(found.id)}`);
  return (
    <section className="space-y-4">
      <h1 className="text-xl font-semibold">{t.search.title}</h1>
      {found ? (
        <div data-testid="search-several">
          <p>
            {t.search.several} <code className="font-mono">{q}</code>:
          </p>
          <ul className="mt-2 list-disc pl-6 text-sm">
            {found.candidates.map((row) => (
              <li key={row.id} data-testid="search-candidate">
                <Link className="font-mono underline" href={`/processes/${encodeURIComponent(row.id)}`}>
                  {row.id}
                </Link>{" "}
                · {t.list.reference} <span className="font-mono">{row.reference ?? "—"}</span> ·{" "}
                <StatusChip status={row.status} negativeFinish={row.negativeFinish} t={t} /> · {formatTimestamp(row.createdAt)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div role="status" data-testid="search-not-found">
          <EmptyState title={`${t.search.notFound} “${q}”.`} />
        </div>
      )}
    </section>
  );
}
