import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/sqlite/client";
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

function viewWhere(view: QueueView, staffId: string): Prisma.ReviewCaseWhereInput {
  switch (view) {
    case "mine":
      return { decisionState: "undecided", assigneeId: staffId };
    case "unassigned":
      return { decisionState: "undecided", assigneeId: null };
    case "confirm":
      // A pending decision waits for a second reviewer: not the one who made it.
      return { decisionState: "pending", OR: [{ pendingById: null }, { pendingById: { not: staffId } }] };
    default:
      return { decisionState: { in: WAITING } };
  }
}

/** One page of the queue for a staff member: the view's cases under the filters, soonest due first. */
export async function listQueue(db: Db, staffId: string, query: TQueueQuery, now = new Date()) {
  const cursor = decodeCursor(query.after);
  const at = cursor ? new Date(cursor.at) : null;
  const where: Prisma.ReviewCaseWhereInput = {
    AND: [
      viewWhere(query.view, staffId),
      caseWhere(query, now),
      ...(at && cursor ? [{ OR: [{ dueAt: { gt: at } }, { dueAt: at, processId: { gt: cursor.id } }] }] : []),
    ],
  };
  const found = await db.reviewCase.findMany({
    where,
    orderBy: [{ dueAt: "asc" }, { processId: "asc" }],
    take: PAGE_SIZE + 1,
    select: {
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
    },
  });
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
  const [open, overdue] = await Promise.all([
    db.reviewCase.groupBy({ by: ["assigneeEmail"], where: { decisionState: { in: WAITING } }, _count: { _all: true } }),
    db.reviewCase.groupBy({ by: ["assigneeEmail"], where: { decisionState: { in: WAITING }, dueAt: { lt: now } }, _count: { _all: true } }),
  ]);
  return open
    .map((o) => ({
      assigneeEmail: o.assigneeEmail,
      open: o._count._all,
      overdue: overdue.find((d) => d.assigneeEmail === o.assigneeEmail)?._count._all ?? 0,
    }))
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
