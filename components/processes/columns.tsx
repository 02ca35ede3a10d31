"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { AppLink } from "@/components/shell/app-link";
import { type DateWords, formatTimestamp } from "@/lib/i18n/format";
import type { ProcessListRow } from "@/lib/records/types";

export type ColumnLabels = {
  id: string;
  noName: string;
  status: string;
  flow: string;
  decision: string;
  createdAt: string;
  statusNames: Record<"in-progress" | "finished" | "negative", string>;
  /** Each outcome's word, and what a decision waiting for a second reviewer adds. */
  decisionNames: Record<string, string>;
  pending: string;
  dates: DateWords;
};

/** Links that sort by a date column (precomputed on the server from the URL's state). */
export type SortLinks = { active: "createdAt" | "updatedAt"; dir: "asc" | "desc"; createdAt: string; updatedAt: string };

const STATUS_TONES = {
  finished: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  negative: "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100",
  "in-progress": "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
} as const;

function SortHeader({ label, column, links }: { label: string; column: "createdAt" | "updatedAt"; links: SortLinks }) {
  const isActive = links.active === column;
  const arrow = isActive ? (links.dir === "asc" ? "↑" : "↓") : "↕";
  return (
    <AppLink href={links[column]} className="inline-flex items-center gap-1 hover:underline" data-testid={`sort-${column}`}>
      {label} <span aria-hidden="true">{arrow}</span>
    </AppLink>
  );
}

/** Five columns that fit 1440 px; each cell names its column, so a row reads as a card on a phone. */
export function processColumns(labels: ColumnLabels, links: SortLinks): ColumnDef<ProcessListRow>[] {
  return [
    {
      id: "id",
      header: labels.id,
      meta: { label: labels.id },
      cell: ({ row }) => (
        <AppLink href={`/processes/${encodeURIComponent(row.original.id)}`} className="text-blue-800 underline dark:text-blue-300">
          <span className="block font-medium" data-testid="row-name">
            {row.original.name ?? labels.noName}
          </span>
          <span className="block font-mono text-xs">{row.original.id}</span>
        </AppLink>
      ),
    },
    { id: "flow", header: labels.flow, meta: { label: labels.flow }, cell: ({ row }) => row.original.flowName },
    {
      id: "status",
      header: labels.status,
      meta: { label: labels.status },
      cell: ({ row }) => {
        const key = row.original.negativeFinish ? "negative" : row.original.status === "finished" ? "finished" : "in-progress";
        return <span className={`chip ${STATUS_TONES[key]}`}>{labels.statusNames[key]}</span>;
      },
    },
    {
      id: "decision",
      header: labels.decision,
      meta: { label: labels.decision },
      cell: ({ row }) => {
        const decision = row.original.decision;
        if (!decision) return <span data-testid="row-decision">—</span>;
        const outcome = labels.decisionNames[decision.outcome] ?? decision.outcome;
        return <span data-testid="row-decision">{decision.isPending ? `${outcome} (${labels.pending})` : outcome}</span>;
      },
    },
    {
      id: "createdAt",
      header: () => <SortHeader label={labels.createdAt} column="createdAt" links={links} />,
      meta: { label: labels.createdAt },
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{formatTimestamp(row.original.createdAt, labels.dates)}</time>,
    },
  ];
}
