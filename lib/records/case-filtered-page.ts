import { caseFilterValues, hasCaseFilters, type TCaseFilters } from "@/lib/cases/queue/case-filters";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { type CaseIndexStart, casesAmong, casesInCreationOrder, countCases } from "@/lib/db/review-case-sql";
import type { KeysetCursor } from "./keyset-cursor";
import type { KeysetRead } from "./keyset-page";
import type { TProcessQuery } from "./process-query";
import { keysetWhere } from "./process-where";

// A filter no creation-ordered case index starts with (half the cases end negatively) fills a page from the first
// chunks of processes; a sparse one gives up after these 2,000 rows and is read from the case indexes, where its few
// matches sort cheaply. Reading a case index first for a dense filter sorted every match (seconds at 1,000,000).
export const WALK_LIMITS = {
  chunks: [100, 400, 1500],
  // Past those, a filter that many cases match and that no such index starts with (or a list sorted otherwise, or also
  // filtered on the processes) keeps walking in wide chunks: its matches lie deeper, and a case index would sort every
  // one of them.
  denseCases: 10_000,
  wideChunk: 10_000,
  wideChunks: 20,
};

export const NO_CASE_FILTERS: TCaseFilters = {
  decision: undefined,
  assignee: undefined,
  tag: undefined,
  risk: undefined,
  findings: undefined,
  due: undefined,
};

type Walked = { id: string; createdAt: Date; updatedAt: Date };
type Page = Parameters<KeysetRead<unknown>>[0];

/**
 * The creation-ordered case indexes a query's filters confine its cases to, when they do: its decision states (a due
 * state applies to waiting cases only), else its risk level when no other case filter is named (one that is, checked
 * on the way along the risk index, could be sparse: the walk below bounds that).
 */
function indexStartsOf(query: TProcessQuery): CaseIndexStart[] | null {
  if (query.decision) return [{ decisionState: query.decision }];
  if (query.due) return [{ decisionState: "undecided" }, { decisionState: "pending" }];
  if (query.risk && !hasCaseFilters({ ...query, risk: undefined })) return [{ riskLevel: query.risk }];
  return null;
}

/**
 * A page of a filter that names decision states or a risk level alone, in the list's default order, read from the
 * cases: along each creation-ordered index (no sort, the other filters checked on the way), the two short lists (due
 * states cover two) merged. Null when the filters name neither, or the list is sorted otherwise or filtered on the
 * processes too: then the processes are walked.
 */
async function readFromCases<R extends { id: string; createdAt: string }>(
  db: Db,
  query: TProcessQuery,
  isProcessFiltered: boolean,
  page: Page,
  rowsOf: (ids: string[]) => Promise<R[]>,
  now: Date,
): Promise<R[] | null> {
  const starts = indexStartsOf(query);
  if (!starts || isProcessFiltered || query.sort !== "createdAt") return null;
  const cursor = page.cursor;
  const after = cursor ? { at: new Date(cursor.at.at), id: cursor.at.id, direction: cursor.direction } : null;
  const filters = caseFilterValues(query, now);
  const ids = await Promise.all(
    starts.map((start) => casesInCreationOrder(db, start, filters, { after, order: page.order, take: page.take })),
  );
  const sign = page.order === "desc" ? -1 : 1;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const inOrder = (a: R, b: R) => sign * (compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
  return (await rowsOf(ids.flat())).sort(inOrder).slice(0, page.take);
}

/**
 * The list's rows whose case matches the queue's filters. A filter that names a decision state (or a due state) in the
 * list's default order, with no filter on the processes, is read from the cases (readFromCases): at a million processes
 * the first unassigned overdue case lay 22,000 cases deep, and walking 2,000 processes first cost 40 ms for nothing.
 * Any other is walked along the list's own (sort, id) index: chunks of processes in order (`processWhere`: every
 * filter but the case's), each chunk's cases probed by primary key, until the page is full. Null when the page is
 * still not full after the first chunks (a sparse filter) or after the wide ones (a dense filter whose matches lie past
 * 200,000 processes): the caller reads it the other way.
 */
export async function walkCaseFiltered<R extends { id: string; createdAt: string }>(
  db: Db,
  query: TProcessQuery,
  processWhere: Prisma.ProcessWhereInput,
  page: Page,
  rowsOf: (ids: string[]) => Promise<R[]>,
  limits = WALK_LIMITS,
): Promise<R[] | null> {
  const now = new Date();
  const fromCases = await readFromCases(db, query, Object.keys(processWhere).length > 0, page, rowsOf, now);
  if (fromCases) return fromCases;
  const direction = page.cursor?.direction ?? (page.order === "desc" ? "lt" : "gt");
  let position: KeysetCursor | null = page.cursor?.at ?? null;
  const matched: string[] = [];
  let isDense: boolean | undefined;
  for (let i = 0; ; i++) {
    const { chunks, denseCases, wideChunk, wideChunks } = limits;
    if (i === chunks.length) isDense = (await countCases(db, caseFilterValues(query, now), denseCases)) > denseCases;
    const size = chunks[i] ?? (isDense && i < chunks.length + wideChunks ? wideChunk : 0);
    if (!size) return null;
    const chunk: Walked[] = await db.process.findMany({
      where: position ? { AND: [processWhere, keysetWhere(query.sort, position, direction)] } : processWhere,
      orderBy: [{ [query.sort]: page.order }, { id: page.order }],
      take: size,
      select: { id: true, createdAt: true, updatedAt: true },
    });
    const withCase = await casesAmong(
      db,
      chunk.map((p) => p.id),
      caseFilterValues(query, now),
    );
    matched.push(...chunk.filter((p) => withCase.has(p.id)).map((p) => p.id));
    const last = chunk.at(-1);
    const lastAt = last?.[query.sort];
    if (matched.length >= page.take || chunk.length < size || !last || !lastAt) {
      const ids = matched.slice(0, page.take);
      const rows = new Map((await rowsOf(ids)).map((row) => [row.id, row]));
      return ids.flatMap((id) => rows.get(id) ?? []);
    }
    position = { at: lastAt.toISOString(), id: last.id };
  }
}
