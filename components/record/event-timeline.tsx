import Link from "next/link";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { EventView } from "@/lib/service/views/process-record";
import { EventRows } from "./event-rows";

/** The process's audit events, filtered by type through the URL (links, so it works without JS). */
export function EventTimeline({
  events,
  processId,
  activeType,
  t,
}: {
  events: EventView[];
  processId: string;
  activeType: string | null;
  t: Dictionary;
}) {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  const shown = activeType ? events.filter((e) => e.type === activeType) : events;
  const base = `/processes/${encodeURIComponent(processId)}`;
  return (
    <div className="space-y-3">
      <nav aria-label={t.record.filterEvents} className="flex flex-wrap gap-2 text-sm">
        <Link
          href={`${base}#events`}
          scroll={false}
          aria-current={activeType === null ? "true" : undefined}
          className={`chip ${activeType === null ? "ring-2 ring-blue-700" : ""}`}
        >
          {t.record.allEvents} ({events.length})
        </Link>
        {[...counts].map(([type, count]) => (
          <Link
            key={type}
            href={`${base}?events=${encodeURIComponent(type)}#events`}
            scroll={false}
            aria-current={activeType === type ? "true" : undefined}
            className={`chip font-mono ${activeType === type ? "ring-2 ring-blue-700" : ""}`}
            data-testid={`event-filter-${type}`}
          >
            {type} ({count})
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.noEvents}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          {/* Cell styles sit on the table, not on each of hundreds of cells. */}
          <table
            className="w-full text-left text-sm [&_td]:px-3 [&_td]:py-1.5 [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-100 dark:[&_tbody_tr]:border-slate-800"
            data-testid="event-timeline"
          >
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                {["Time", t.record.eventType, "Step", "Status", t.record.device, "OS", "Browser"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <EventRows events={shown} />
          </table>
        </div>
      )}
    </div>
  );
}
