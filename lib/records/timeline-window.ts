import type { EventView } from "@/lib/service/contract/record-view";

/** How many of a process's latest events its page draws until the reader asks for every one. */
export const LATEST_EVENTS = 50;
/** `?timeline=all`: the case page draws every event. */
export const WHOLE_TIMELINE = "all";

export type TimelineWindow = {
  /** The events drawn, oldest first: every one, or the latest LATEST_EVENTS. */
  events: EventView[];
  /** How many events the process has: the whole timeline's, not the window's. */
  total: number;
  /** Each event type with its count over the whole timeline, in order of first appearance (the filter's chips). */
  counts: [string, number][];
  isWhole: boolean;
};

/**
 * The part of a timeline the case page draws: every event when asked (`isWhole`) or when there are few, else the
 * latest LATEST_EVENTS. A heavy process's hundreds of rows cost each page load more than everything else on it.
 */
export function timelineWindow(events: EventView[], { isWhole }: { isWhole: boolean }): TimelineWindow {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.type, (counts.get(event.type) ?? 0) + 1);
  const isAll = isWhole || events.length <= LATEST_EVENTS;
  return {
    events: isAll ? events : events.slice(-LATEST_EVENTS),
    total: events.length,
    counts: [...counts],
    isWhole: isAll,
  };
}
