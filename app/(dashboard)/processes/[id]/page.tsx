import { notFound } from "next/navigation";
import { Suspense } from "react";
import { RemoteFailure } from "@/components/remote/remote-failure";
import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { viewProcessRecord } from "@/lib/records/records";
import { remoteFailure } from "@/lib/records/remote/remote-client";
import { CaseView, type Query } from "./case-view";

export const generateMetadata = titled((t) => t.record.title);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Query> };

/**
 * Whether the process exists and the reader may read it is settled before anything is sent, so a missing process is a
 * 404 and a refused reader a 403. The case itself streams in behind the page's frame: the frame's bytes are compressed
 * and on their way while the case is drawn (a case page with its step records: 2–4 ms sooner to its last byte,
 * docs/benchmarks.md).
 */
export default async function ProcessPage({ params, searchParams }: Props) {
  const [{ id }, query, { t, locale }] = await Promise.all([params, searchParams, getDictionary()]);
  const page = await viewProcessRecord(id).catch(remoteFailure);
  if (page && "failure" in page) return <RemoteFailure message={page.failure} t={t} />;
  if (!page) notFound();
  return (
    <Suspense fallback={<CaseSkeleton label={t.shell.loading} />}>
      <CaseView page={page} query={query} locale={locale} t={t} />
    </Suspense>
  );
}

function CaseSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label} className="space-y-6">
      <Skeleton className="h-28" />
      <Skeleton className="h-16" />
      <Skeleton className="h-96" />
    </LoadingRegion>
  );
}
