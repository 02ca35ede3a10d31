"use client";

import { type ReactNode, useEffect, useRef } from "react";

/**
 * Filters behind their title: open on a wide screen or while a filter is set; on a phone they close once the page
 * has loaded, so the rows come first (the title opens them again). Without script they stay open.
 */
export function FilterDisclosure({ title, isFiltered, children }: { title: string; isFiltered: boolean; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && !isFiltered && window.matchMedia("(max-width: 639px)").matches) details.current.open = false;
  }, [isFiltered]);
  return (
    <details ref={details} open className="group">
      <summary className="mb-2 cursor-pointer text-sm font-medium sm:sr-only">{title}</summary>
      {children}
    </details>
  );
}
