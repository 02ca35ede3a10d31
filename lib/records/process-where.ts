import { caseWhere, hasCaseFilters } from "@/lib/cases/queue/case-filters";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import type { KeysetCursor } from "./keyset-cursor";
import type { TProcessQuery } from "./process-query";

const DAY_MS = 86_400_000;

/** The filters on what every process row has (status, flow, app, language, dates): local and remembered remote rows alike. */
export function summaryFilters(query: TProcessQuery): (Prisma.ProcessWhereInput & Prisma.RemoteProcessWhereInput)[] {
  const and: (Prisma.ProcessWhereInput & Prisma.RemoteProcessWhereInput)[] = [];
  if (query.status) and.push({ status: query.status });
  if (query.negativeFinish !== undefined) and.push({ negativeFinish: query.negativeFinish });
  if (query.flow) and.push({ flowId: query.flow });
  if (query.app) and.push({ appId: query.app });
  if (query.lang) and.push(query.lang.length === 2 ? { lang: { startsWith: `${query.lang}-` } } : { lang: query.lang });
  if (query.from) and.push({ createdAt: { gte: new Date(`${query.from}T00:00:00Z`) } });
  if (query.to) and.push({ createdAt: { lt: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) } });
  return and;
}

/**
 * The list's filters as a Prisma condition. The exact search names every account (`accountIds`, a small
 * table) so the reference half rides the (accountId, reference) index beside the primary key.
 */
export function processWhere(
  query: TProcessQuery,
  { accountIds, now = new Date() }: { accountIds?: string[]; now?: Date } = {},
): Prisma.ProcessWhereInput {
  const and: Prisma.ProcessWhereInput[] = [];
  if (query.q)
    and.push({ OR: [{ id: query.q }, accountIds ? { accountId: { in: accountIds }, reference: query.q } : { reference: query.q }] });
  and.push(...summaryFilters(query));
  if (query.failed !== undefined) and.push({ hasFailedStep: query.failed });
  // The review queue's filters (decision state, assignee, tag, risk, due): a finished process's case must match.
  if (hasCaseFilters(query)) and.push({ reviewCase: { is: caseWhere(query, now) } });
  return and.length ? { AND: and } : {};
}

/**
 * Rows strictly beyond `cursor` in the ordering (sort field, id), written as `S <= at AND (S < at OR id < cid)`
 * so the database can range-scan the sort index instead of evaluating a bare OR.
 */
export function keysetWhere(sort: TProcessQuery["sort"], cursor: KeysetCursor, direction: "lt" | "gt"): Prisma.ProcessWhereInput {
  const at = new Date(cursor.at);
  const inclusive = direction === "lt" ? "lte" : "gte";
  return {
    AND: [{ [sort]: { [inclusive]: at } }, { OR: [{ [sort]: { [direction]: at } }, { id: { [direction]: cursor.id } }] }],
  };
}
