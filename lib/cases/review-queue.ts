import "server-only";
import { cache } from "react";
import { caseDuplicates } from "@/lib/cases/duplicates/case-duplicates";
import { assignableStaff, listQueue, overdueByReviewer } from "@/lib/cases/queue/list-queue";
import type { TQueueQuery } from "@/lib/cases/queue/queue-query";
import { listSavedViews } from "@/lib/cases/queue/saved-views";
import { listSlaPolicies } from "@/lib/cases/queue/sla";
import { listTags } from "@/lib/cases/queue/tags";
import { riskHistory } from "@/lib/cases/risk/recompute-risk";
import type { StoredRiskFactor } from "@/lib/cases/risk/risk-factors";
import { currentRiskRules } from "@/lib/cases/risk/risk-rules";
import { db } from "@/lib/db/client";
import { can } from "@/lib/security/roles";
import { requireStaff } from "@/lib/staff-auth/guards";
import { readerPolicy, staffWhoReads } from "../records/records";

// The queue reads this installation's database; a remote mode would answer these from its own table of cases.

/** A page of the queue for the signed-in staff member, references as their policy shows them. */
export async function reviewQueuePage(query: TQueueQuery) {
  const [staff, policy] = await Promise.all([staffWhoReads(), readerPolicy()]);
  const page = await listQueue(db(), staff.id, query);
  const rows = page.rows.map((row) => ({
    ...policy.row(row),
    headlineFinding: row.headlineFinding && (policy.findings([row.headlineFinding])[0] ?? null),
  }));
  return { ...page, rows, staff, canAct: can(staff.role, "records:act") };
}

export async function reviewerWorkload() {
  await staffWhoReads();
  return overdueByReviewer(db());
}

/** What a case's menus choose from: tags, the staff who can hold a case. */
export const caseMenuOptions = cache(async () => {
  await staffWhoReads();
  const [tags, people] = await Promise.all([listTags(db()), assignableStaff(db())]);
  return { tags, people };
});

/** What the queue's and the list's filters choose from: a case's menus, and the saved views. */
export const caseFilterOptions = cache(async () => {
  const staff = await staffWhoReads();
  const [menus, views] = await Promise.all([caseMenuOptions(), listSavedViews(db(), staff)]);
  return { ...menus, views };
});

/** The queue's part of a process page: its case (assignee, due time, tags), the latest risk with its factors, duplicates. */
export async function caseOfProcess(processId: string) {
  const [staff, policy] = await Promise.all([staffWhoReads(), readerPolicy()]);
  const [held, risk, duplicates] = await Promise.all([
    db().reviewCase.findUnique({
      where: { processId },
      select: { dueAt: true, finishedAt: true, decisionState: true, assigneeId: true, assigneeEmail: true },
    }),
    riskHistory(db(), processId),
    caseDuplicates(db(), processId),
  ]);
  if (!held) return null;
  // One read (nested under the case, Prisma read the taggings and then their tags, for most cases none).
  const tags = await db().caseTag.findMany({
    where: { taggings: { some: { processId } } },
    orderBy: { id: "asc" },
    select: { id: true, name: true, colour: true },
  });
  const [latest, ...earlier] = risk;
  return {
    processId,
    dueAt: held.dueAt.toISOString(),
    decisionState: held.decisionState,
    assigneeId: held.assigneeId,
    assigneeEmail: held.assigneeEmail,
    tags,
    risk: latest
      ? {
          score: latest.score,
          level: latest.level,
          rulesVersion: latest.rulesVersion,
          factors: (latest.factors as StoredRiskFactor[]).map((factor) =>
            "finding" in factor ? { ...factor, finding: policy.findings([factor.finding])[0] ?? factor.finding } : factor,
          ),
          at: latest.createdAt.toISOString(),
        }
      : null,
    earlierRisk: earlier.map((r) => ({ score: r.score, level: r.level, rulesVersion: r.rulesVersion, at: r.createdAt.toISOString() })),
    duplicates: duplicates.map((d) => ({ ...d, reference: policy.reference(d.reference) })),
    staffId: staff.id,
    canAct: can(staff.role, "records:act"),
    isAdmin: staff.role === "admin",
  };
}
export type CaseView = NonNullable<Awaited<ReturnType<typeof caseOfProcess>>>;

/** The admin page's settings: SLA policies, the risk rules in force with their version, tags. */
export async function queueSettings() {
  await requireStaff("admin:manage");
  const [policies, rules, tags] = await Promise.all([listSlaPolicies(db()), currentRiskRules(db()), listTags(db())]);
  return { policies, rules, tags };
}
