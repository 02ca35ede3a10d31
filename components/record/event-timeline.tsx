import Link from "next/link";
import type { Dictionary } from "@/lib/i18n/en";
import { formatTimestamp } from "@/lib/i18n/format";
import type { EventView } from "@/lib/service/views/process-record";

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
  const types = [...new Set(events.map((e) => e.type))];
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
        {types.map((type) => (
          <Link
            key={type}
            href={`${base}?events=${encodeURIComponent(type)}#events`}
            scroll={false}
            aria-current={activeType === type ? "true" : undefined}
            className={`chip font-mono ${activeType === type ? "ring-2 ring-blue-700" : ""}`}
            data-testid={`event-filter-${type}`}
          >
            {type} ({events.filter((e) => e.type === type).length})
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.record.noEvents}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-left text-sm" data-testid="event-timeline">
            <thead className="bg-slate-50 dark:bg-slate-800/60">
              <tr>
                {["Time", t.record.eventType, "Step", "Status", t.record.device, "OS", "Browser"].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((event, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only; their position is their identity
                <tr key={i} className="border-t border-slate-100 dark:border-slate-800" data-testid="event-row">
                  <td className="whitespace-nowrap px-3 py-1.5">
                    <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt)}</time>
                  </td>
                  <td className="px-3 py-1.5 font-mono text-xs">{event.type}</td>
                  <td className="px-3 py-1.5">{event.stepName ?? event.stepId ?? "—"}</td>
                  <td className="px-3 py-1.5">{event.status ?? "—"}</td>
                  <td className="px-3 py-1.5">{event.deviceType}</td>
                  <td className="px-3 py-1.5">{event.operatingSystem || "—"}</td>
                  <td className="px-3 py-1.5">{event.browser || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
