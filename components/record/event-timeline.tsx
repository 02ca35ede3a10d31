"use client";

import { useState } from "react";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { type DateWords, fillText } from "@/lib/i18n/format";
import { LATEST_EVENTS, type TimelineWindow, WHOLE_TIMELINE } from "@/lib/records/timeline-window";
import { EventRows } from "./event-rows";

export type TimelineLabels = {
  /** The scrolling table's name for screen readers. */
  timeline: string;
  filterEvents: string;
  allEvents: string;
  noEvents: string;
  /** "Showing the latest {shown} of {total} events." and "Show all {total} events". */
  latestEvents: string;
  showAllEvents: string;
  headers: string[];
  /** Each event type's name (the call's events say who acted); a type without one shows as it is. */
  types: Record<string, string>;
  devices: Record<string, string>;
  statuses: Record<string, string>;
  dates: DateWords;
};

/**
 * The process's audit events. The whole timeline is filtered by type in the browser: a filter is not another read of
 * the record (the staff audit log keeps one record-viewed per page load); the address keeps `?events=` so a link
 * reopens it. A long timeline arrives as its latest events: its chips and "Show all" are links to the whole one.
 */
export function EventTimeline({
  timeline,
  processId,
  activeType,
  labels,
}: {
  timeline: TimelineWindow;
  processId: string;
  activeType: string | null;
  labels: TimelineLabels;
}) {
  const { events, total, counts, isWhole } = timeline;
  const [shownType, setShownType] = useState(activeType);
  const shown = shownType ? events.filter((e) => e.type === shownType) : events;
  const base = `/processes/${encodeURIComponent(processId)}`;
  const wholeHref = `${base}${total > LATEST_EVENTS ? `?timeline=${WHOLE_TIMELINE}` : ""}`;
  const typeHref = (type: string) => `${base}?events=${encodeURIComponent(type)}`;
  const choose = (type: string | null) => {
    setShownType(type);
    window.history.replaceState(null, "", `${type ? typeHref(type) : wholeHref}#events`);
  };
  const chip = (type: string | null, text: string, testId?: string) => {
    const className = `chip ${type && !labels.types[type] ? "font-mono" : ""} ${isWhole && shownType === type ? "ring-2 ring-blue-700" : ""}`;
    if (!isWhole)
      return (
        <a key={type ?? ""} href={`${type ? typeHref(type) : wholeHref}#events`} className={className} data-testid={testId}>
          {text}
        </a>
      );
    return (
      <button
        key={type ?? ""}
        type="button"
        onClick={() => choose(type)}
        aria-pressed={shownType === type}
        className={className}
        data-testid={testId}
      >
        {text}
      </button>
    );
  };
  return (
    <div className="space-y-3">
      <div role="toolbar" aria-label={labels.filterEvents} className="flex flex-wrap gap-2 text-sm">
        {chip(null, `${labels.allEvents} (${total})`)}
        {counts.map(([type, count]) => chip(type, `${labels.types[type] ?? type} (${count})`, `event-filter-${type}`))}
      </div>
      {!isWhole && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="timeline-latest">
          {fillText(labels.latestEvents, { shown: events.length, total })}{" "}
          <a href={`${wholeHref}#events`} className="text-blue-800 underline dark:text-blue-300" data-testid="timeline-show-all">
            {fillText(labels.showAllEvents, { total })}
          </a>
        </p>
      )}
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
