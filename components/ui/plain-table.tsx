import type { ReactNode } from "react";

/** A plain table: a header row of column names (an empty name is the actions column, named for screen readers), then the rows. */
export function PlainTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-800">
          {columns.map((column, i) => (
            <th key={column || "actions"} className={i === 0 ? "py-2" : undefined}>
              {column || <span className="sr-only">Actions</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
