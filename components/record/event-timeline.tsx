"use client";

import { useState } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { DateWords } from "@/lib/i18n/format";
import type { EventView } from "@/lib/service/contract/record-view";
import { EventRows } from "./event-rows";

export type TimelineLabels = {
  /** The scrolling table's name for screen readers. */
  timeline: string;
  filterEvents: string;
  allEvents: string;
  noEvents: string;
  headers: string[];
  /** Each event type's name (the call's events say who acted); a type without one shows as it is. */
  types: Record<string, string>;
  devices: Record<string, string>;
  statuses: Record<string, string>;
  dates: DateWords;
};

/**
 * The process's audit events, filtered by type in the browser: a filter is not another read of the record (the
 * staff audit log keeps one record-viewed per page load); the address keeps `?events=` so a link reopens it.
 */
export function EventTimeline({
  events,
  processId,
  activeType,
  labels,
}: {
  events: EventView[];
  processId: string;
  activeType: string | null;
  labels: TimelineLabels;
}) {
  const [shownType, setShownType] = useState(activeType);
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  const shown = shownType ? events.filter((e) => e.type === shownType) : events;
  const choose = (type: string | null) => {
    setShownType(type);
    const base = `/processes/${encodeURIComponent(processId)}`;
    window.history.replaceState(null, "", `${base}${type ? `?events=${encodeURIComponent(type)}` : ""}#events`);
  };
  const chip = (type: string | null, text: string, testId?: string) => (
    <button
      key={type ?? ""}
      type="button"
      onClick={() => choose(type)}
      aria-pressed={shownType === type}
      className={`chip ${type && !labels.types[type] ? "font-mono" : ""} ${shownType === type ? "ring-2 ring-blue-700" : ""}`}
      data-testid={testId}
    >
      {text}
    </button>
  );
  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label={labels.filterEvents} className="flex flex-wrap gap-2 text-sm">
        {chip(null, `${labels.allEvents} (${events.length})`)}
        {[...counts].map(([type, count]) => chip(type, `${labels.types[type] ?? type} (${count})`, `event-filter-${type}`))}
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{labels.noEvents}</p>
      ) : (
        <ScrollRegion
          label={labels.timeline}
          className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          {/* Cell styles sit on the table, not on each of hundreds of cells. */}
          <table
            className="w-full text-left text-sm [&_td]:px-3 [&_td]:py-1.5 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-100 dark:[&_tbody_tr]:border-slate-800"
            data-testid="event-timeline"
          >
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                {labels.headers.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <EventRows events={shown} words={labels} />
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
