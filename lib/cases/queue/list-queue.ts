import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
import { openCasesByAssignee } from "@/lib/db/review-case-sql";
import type { Finding } from "@/lib/findings/finding";
import { decodeCursor, encodeCursor } from "@/lib/records/keyset-cursor";
import { shownNames } from "@/lib/records/local-process-records";
import { caseWhere } from "./case-filters";
import type { QueueView, TQueueQuery } from "./queue-query";

const PAGE_SIZE = 50;
const WAITING = ["undecided", "pending"];

export type QueueRow = {
  processId: string;
  reference: string | null;
  /** The applicant's name as given (masked for a reader who may not read it). */
  name: string | null;
  negativeFinish: boolean;
  findingCount: number;
  /** The most severe finding, as assessed with the risk (null before the first assessment or when there is none). */
  headlineFinding: Finding | null;
  flowName: string;
  finishedAt: string;
  dueAt: string;
  assigneeId: string | null;
  assigneeEmail: string | null;
  decisionState: string;
  riskLevel: string | null;
  riskScore: number | null;
  tags: { id: string; name: string; colour: string }[];
};

/** The view's cases, as one where per decision state: each is read along its (decisionState, …, dueAt) index. */
function viewWheres(view: QueueView, staffId: string): Prisma.ReviewCaseWhereInput[] {
  switch (view) {
    case "mine":
      return [{ decisionState: "undecided", assigneeId: staffId }];
    case "unassigned":
      return [{ decisionState: "undecided", assigneeId: null }];
    case "confirm":
      // A pending decision waits for a second reviewer: not the one who made it.
      return [{ decisionState: "pending", OR: [{ pendingById: null }, { pendingById: { not: staffId } }] }];
    default:
      // Both states in one query sorted every waiting case by due date (seconds at a million processes); each state
      // alone comes off its index in order, and the two short lists merge.
      return WAITING.map((decisionState) => ({ decisionState }));
  }
}

const bySoonestDue = (a: { dueAt: Date; processId: string }, b: { dueAt: Date; processId: string }) =>
  a.dueAt.getTime() - b.dueAt.getTime() || (a.processId < b.processId ? -1 : a.processId > b.processId ? 1 : 0);

const CASE_SELECT = {
  processId: true,
  finishedAt: true,
  dueAt: true,
  assigneeId: true,
  assigneeEmail: true,
  decisionState: true,
  riskLevel: true,
  riskScore: true,
  negativeFinish: true,
  findingCount: true,
  headlineFinding: true,
  process: { select: { reference: true, flow: { select: { name: true } } } },
  tags: { select: { tag: { select: { id: true, name: true, colour: true } } }, orderBy: { tagId: "asc" } },
} as const satisfies Prisma.ReviewCaseSelect;

/** One page of the queue for a staff member: the view's cases under the filters, soonest due first. */
export async function listQueue(db: Db, staffId: string, query: TQueueQuery, now = new Date()) {
  const cursor = decodeCursor(query.after);
  const at = cursor ? new Date(cursor.at) : null;
  const after = at && cursor ? [{ OR: [{ dueAt: { gt: at } }, { dueAt: at, processId: { gt: cursor.id } }] }] : [];
  const read = (view: Prisma.ReviewCaseWhereInput) =>
    db.reviewCase.findMany({
      where: { AND: [view, caseWhere(query, now), ...after] },
      orderBy: [{ dueAt: "asc" }, { processId: "asc" }],
      take: PAGE_SIZE + 1,
      select: CASE_SELECT,
    });
  const found = (await Promise.all(viewWheres(query.view, staffId).map(read)))
    .flat()
    .sort(bySoonestDue)
    .slice(0, PAGE_SIZE + 1);
  const page = found.slice(0, PAGE_SIZE);
  const names = await shownNames(
    db,
    page.map((c) => c.processId),
  );
  const rows: QueueRow[] = page.map((c) => ({
    processId: c.processId,
    reference: c.process.reference,
    name: names.get(c.processId) ?? null,
    negativeFinish: c.negativeFinish,
    findingCount: c.findingCount,
    headlineFinding: c.headlineFinding ? (JSON.parse(c.headlineFinding) as Finding) : null,
    flowName: c.process.flow.name,
    finishedAt: c.finishedAt.toISOString(),
    dueAt: c.dueAt.toISOString(),
    assigneeId: c.assigneeId,
    assigneeEmail: c.assigneeEmail,
    decisionState: c.decisionState,
    riskLevel: c.riskLevel,
    riskScore: c.riskScore,
    tags: c.tags.map((t) => t.tag),
  }));
  const last = rows.at(-1);
  return { rows, nextCursor: found.length > PAGE_SIZE && last ? encodeCursor({ at: last.dueAt, id: last.processId }) : null };
}

/** Per assignee: cases waiting for a decision, and how many of them are overdue (unassigned as null). */
export async function overdueByReviewer(db: Db, now = new Date()) {
  const counts = await openCasesByAssignee(db, now);
  const ids = counts.flatMap((c) => (c.assigneeId ? [c.assigneeId] : []));
  const emails = new Map(
    (await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, email: true } })).map((u) => [u.id, u.email]),
  );
  return counts
    .map((c) => ({ assigneeEmail: c.assigneeId ? (emails.get(c.assigneeId) ?? c.assigneeId) : null, open: c.open, overdue: c.overdue }))
    .sort((a, b) => b.overdue - a.overdue || b.open - a.open);
}

/** The staff who can hold a case (reviewers and admins, enabled), for the assign menus. */
export async function assignableStaff(db: Db) {
  return db.user.findMany({
    where: { disabled: false, role: { in: ["reviewer", "admin"] } },
    orderBy: { email: "asc" },
    select: { id: true, email: true, name: true },
  });
}
