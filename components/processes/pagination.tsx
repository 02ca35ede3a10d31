import Link from "next/link";

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
        <Link href={prevHref} className="btn-secondary" rel="prev" data-testid="page-prev">
          ← {labels.prev}
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          ← {labels.prev}
        </span>
      )}
      {nextHref ? (
        <Link href={nextHref} className="btn-secondary" rel="next" data-testid="page-next">
          {labels.next} →
        </Link>
      ) : (
        <span className={disabled} aria-disabled="true">
          {labels.next} →
        </span>
      )}
    </nav>
  );
}
