"use client";

import { flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ProcessListRow } from "@/lib/records/types";
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
    <div className="rounded-lg border border-slate-200 bg-white max-sm:border-0 max-sm:bg-transparent dark:border-slate-800 dark:bg-slate-900 max-sm:dark:bg-transparent">
      <table className="w-full text-left text-sm max-sm:block" data-testid="processes-table">
        <thead className="bg-slate-50 max-sm:sr-only dark:bg-slate-800/60">
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
        <tbody className="max-sm:block max-sm:space-y-3">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid="process-row"
              className="border-t border-slate-100 hover:bg-slate-50 max-sm:block max-sm:rounded-lg max-sm:border max-sm:bg-white max-sm:p-2 dark:border-slate-800 dark:hover:bg-slate-800/40 max-sm:dark:bg-slate-900"
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={(cell.column.columnDef.meta as { label?: string } | undefined)?.label}
                  className="px-3 py-2 max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] sm:[&:not(:first-child)]:whitespace-nowrap dark:max-sm:before:text-slate-400"
                >
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
