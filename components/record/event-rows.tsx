"use client";

import { type DateWords, formatTimestamp } from "@/lib/i18n/format";
import type { EventView } from "@/lib/service/contract/record-view";

/**
 * The timeline's rows, a client component on purpose: a heavy process has hundreds of events, and passing
 * them as plain data costs the server far less than serialising every cell as a server-rendered element.
 * The rows are still rendered to HTML on the server, so the timeline reads without client JS.
 */
type Words = { types: Record<string, string>; devices: Record<string, string>; statuses: Record<string, string>; dates: DateWords };

export function EventRows({ events, words }: { events: EventView[]; words: Words }) {
  const { types, devices, statuses, dates } = words;
  return (
    <tbody>
      {events.map((event, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only; their position is their identity
        <tr key={i} data-testid="event-row" data-type={event.type}>
          <td className="whitespace-nowrap">
            <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt, dates)}</time>
          </td>
          <td>{types[event.type] ?? <span className="font-mono text-xs">{event.type}</span>}</td>
          <td>{event.stepName ?? event.stepId ?? "—"}</td>
          <td>{event.status ? (statuses[event.status] ?? event.status) : "—"}</td>
          <td>{devices[event.deviceType] ?? event.deviceType}</td>
          <td>{event.operatingSystem || "—"}</td>
          <td>{event.browser || "—"}</td>
        </tr>
      ))}
    </tbody>
  );
}
