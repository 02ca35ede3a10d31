import { z } from "zod";
import { ZCaseFilters } from "./case-filters";

export const QUEUE_VIEWS = ["mine", "unassigned", "all", "confirm"] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

/** The queue page's URL state: the view, the case filters and the keyset cursor (by due time). */
export const ZQueueQuery = ZCaseFilters.extend({
  view: z.enum(QUEUE_VIEWS).default("mine").catch("mine"),
  after: z.string().max(300).optional().catch(undefined),
});
export type TQueueQuery = z.infer<typeof ZQueueQuery>;

type SearchParams = Record<string, string | string[] | undefined>;

export function parseQueueQuery(searchParams: SearchParams): TQueueQuery {
  const flat = Object.fromEntries(
    Object.entries(searchParams).flatMap(([key, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === undefined ? [] : [[key, first]];
    }),
  );
  return ZQueueQuery.parse(flat);
}

/** The queue's URL with `changes` applied; a change other than paging starts from the top. */
export function queueHref(query: Partial<TQueueQuery>, changes: Partial<Record<keyof TQueueQuery, string | undefined>> = {}): string {
  const merged: Record<string, unknown> = { ...query, ...("after" in changes ? {} : { after: undefined }), ...changes };
  const params = new URLSearchParams();
  for (const key of Object.keys(ZQueueQuery.shape)) {
    const value = merged[key];
    if (value !== undefined && value !== null && value !== "" && !(key === "view" && value === "mine")) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/queue?${search}` : "/queue";
}
