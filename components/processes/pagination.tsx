import { AppLink } from "@/components/shell/app-link";

const disabled = "btn-secondary pointer-events-none opacity-50";

/** Keyset paging: links to the pages before and after this one (no page numbers: no OFFSET). */
export function Pagination({
  prevHref,
  nextHref,
  labels,
}: {
  prevHref: string | null;
  nextHref: string | null;
  labels: { prev: string; next: string; pagination: string };
}) {
  return (
    <nav aria-label={labels.pagination} className="flex justify-end gap-2">
      {prevHref ? (
        <AppLink href={prevHref} className="btn-secondary" rel="prev" data-testid="page-prev">
          ← {labels.prev}
        </AppLink>
      ) : (
        <span className={disabled} aria-disabled="true">
          ← {labels.prev}
        </span>
      )}
      {nextHref ? (
        <AppLink href={nextHref} className="btn-secondary" rel="next" data-testid="page-next">
          {labels.next} →
        </AppLink>
      ) : (
        <span className={disabled} aria-disabled="true">
          {labels.next} →
        </span>
      )}
    </nav>
  );
}
