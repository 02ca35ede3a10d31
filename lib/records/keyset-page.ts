import { decodeCursor, encodeCursor, type KeysetCursor } from "./keyset-cursor";
import type { TProcessQuery } from "./process-query";

type Sortable = { id: string; createdAt: string; updatedAt: string };

/** What one page read asks of a table: rows beyond `cursor` (in `direction`), ordered by (sort, id) `order`, at most `take`. */
export type KeysetRead<R> = (page: {
  cursor: { at: KeysetCursor; direction: "lt" | "gt" } | null;
  order: "asc" | "desc";
  take: number;
}) => Promise<R[]>;

/** One page of a keyset-paginated list and the cursors of its neighbours (null at either end). */
export async function keysetPage<R extends Sortable>(query: TProcessQuery, read: KeysetRead<R>) {
  const after = decodeCursor(query.after);
  const before = after ? null : decodeCursor(query.before);
  const isBackward = before !== null;
  const forward = query.dir === "desc" ? "lt" : "gt";
  const backward = query.dir === "desc" ? "gt" : "lt";
  const at = after ?? before;
  const order = isBackward ? (query.dir === "desc" ? "asc" : "desc") : query.dir;
  const found = await read({ cursor: at ? { at, direction: isBackward ? backward : forward } : null, order, take: query.size + 1 });
  const hasMore = found.length > query.size;
  const page = found.slice(0, query.size);
  if (isBackward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = isBackward ? true : hasMore;
  const hasPrev = isBackward ? hasMore : after !== null;
  const cursorOf = (row: R) => encodeCursor({ at: row[query.sort], id: row.id });
  return { rows: page, nextCursor: hasNext && last ? cursorOf(last) : null, prevCursor: hasPrev && first ? cursorOf(first) : null };
}
