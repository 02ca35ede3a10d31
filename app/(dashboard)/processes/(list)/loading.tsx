import { LoadingRegion, Skeleton } from "@/components/ui/skeleton";
import { getDictionary } from "@/lib/i18n/dictionary";

export default async function Loading() {
  const { t } = await getDictionary();
  return (
    <LoadingRegion label={t.shell.loading} className="space-y-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32" />
      <Skeleton className="h-96" />
    </LoadingRegion>
  );
}
