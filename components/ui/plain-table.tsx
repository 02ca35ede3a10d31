import type { ReactNode } from "react";
import { getDictionary } from "@/lib/i18n/dictionary";
import { ScrollRegion } from "./scroll-region";

/**
 * A plain table: a header row of column names (an empty name is the actions column, named for screen readers), then
 * the rows. Wider than the screen, it scrolls in a region named `label` (the page's or section's title), not the page.
 */
export async function PlainTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  const { t } = await getDictionary();
  return (
    <ScrollRegion label={label}>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            {columns.map((column, i) => (
              <th key={column || "actions"} className={i === 0 ? "py-2" : undefined}>
                {column || <span className="sr-only">{t.common.actions}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
