import type { ReactNode } from "react";

/**
 * A table wider than a phone scrolls inside this box, not the page: a named region the keyboard can focus, so the
 * arrow keys scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it.
    <section aria-label={label} tabIndex={0} className={`relative max-w-full overflow-x-auto ${className ?? ""}`}>
      {children}
    </section>
  );
}
