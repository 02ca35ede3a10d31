"use client";

import { flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ProcessListRow } from "@/lib/review/types";
import { type ColumnLabels, processColumns, type SortLinks } from "./columns";

/** The list's table: rows, sorting and paging are the server's; TanStack only lays out the columns. */
export function ProcessesTable({ rows, labels, sortLinks }: { rows: ProcessListRow[]; labels: ColumnLabels; sortLinks: SortLinks }) {
  const table = useReactTable({
    data: rows,
    columns: processColumns(labels, sortLinks),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    getRowId: (row) => row.id,
  });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm" data-testid="processes-table">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="whitespace-nowrap px-3 py-2 font-medium"
                  aria-sort={sortLinks.active === header.column.id ? (sortLinks.dir === "asc" ? "ascending" : "descending") : undefined}
                >
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid="process-row"
              className="border-t border-slate-100 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/40"
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="whitespace-nowrap px-3 py-2">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
