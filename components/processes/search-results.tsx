"use client";

import { AppLink } from "@/components/shell/app-link";
import { StatusChip, type StatusWords } from "@/components/ui/status-chip";
import { type DateWords, formatTimestamp } from "@/lib/i18n/format";
import type { ProcessListRow } from "@/lib/records/types";

/** What a candidate shows. */
export type SearchCandidate = Pick<ProcessListRow, "id" | "name" | "flowName" | "status" | "negativeFinish" | "createdAt">;

export type SearchResultWords = { noName: string; status: StatusWords; dates: DateWords };

/** The header search's candidates: name, flow, status and date, newest first; a row as a card on a phone. */
export function SearchResults({ rows, words }: { rows: SearchCandidate[]; words: SearchResultWords }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {rows.map((row) => (
        <li key={row.id} data-testid="search-candidate" className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
          <AppLink className="min-w-48 text-blue-800 underline dark:text-blue-300" href={`/processes/${encodeURIComponent(row.id)}`}>
            <span className="block font-medium" data-testid="candidate-name">
              {row.name ?? words.noName}
            </span>
            <span className="block font-mono text-xs">{row.id}</span>
          </AppLink>
          <span>{row.flowName}</span>
          <StatusChip status={row.status} negativeFinish={row.negativeFinish} words={words.status} />
          <time dateTime={row.createdAt} className="text-slate-600 dark:text-slate-400">
            {formatTimestamp(row.createdAt, words.dates)}
          </time>
        </li>
      ))}
    </ul>
  );
}
