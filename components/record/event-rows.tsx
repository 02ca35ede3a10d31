"use client";

import { formatTimestamp } from "@/lib/i18n/format";
import type { EventView } from "@/lib/service/contract/record-view";

/**
 * The timeline's rows, a client component on purpose: a heavy process has hundreds of events, and passing
 * them as plain data costs the server far less than serialising every cell as a server-rendered element.
 * The rows are still rendered to HTML on the server, so the timeline reads without client JS.
 */
export function EventRows({ events, types }: { events: EventView[]; types: Record<string, string> }) {
  return (
    <tbody>
      {events.map((event, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are append-only; their position is their identity
        <tr key={i} data-testid="event-row">
          <td className="whitespace-nowrap">
            <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt)}</time>
          </td>
          <td>
            {types[event.type] && <span className="block">{types[event.type]}</span>}
            <span className="font-mono text-xs">{event.type}</span>
          </td>
          <td>{event.stepName ?? event.stepId ?? "—"}</td>
          <td>{event.status ?? "—"}</td>
          <td>{event.deviceType}</td>
          <td>{event.operatingSystem || "—"}</td>
          <td>{event.browser || "—"}</td>
        </tr>
      ))}
    </tbody>
  );
}
