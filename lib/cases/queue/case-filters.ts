import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/sqlite/client";

const HOUR_MS = 3_600_000;
export const DECISION_STATES = ["undecided", "pending", "final"] as const;
export const DUE_STATES = ["overdue", "due-soon", "later"] as const;
export const RISK_LEVEL_NAMES = ["low", "medium", "high"] as const;
/** The findings filter: a negative finish, at least one critical finding, any finding, or none at all. */
export const FINDING_FILTERS = ["negative", "critical", "any", "none"] as const;
/** "Due soon": due within this many hours (the queue's amber). */
export const DUE_SOON_HOURS = 2;

const ZId = z
  .string()
  .trim()
  .max(200)
  .regex(/^[\w.@:-]*$/)
  .optional()
  .transform((v) => (v === "" ? undefined : v))
  .catch(undefined);

/** The review queue's filters, shared by the queue and the process list (a bad value is dropped, never fatal). */
export const ZCaseFilters = z.object({
  decision: z.enum(DECISION_STATES).optional().catch(undefined),
  /** A staff member's id, or "none" for unassigned cases. */
  assignee: ZId,
  tag: ZId,
  risk: z.enum(RISK_LEVEL_NAMES).optional().catch(undefined),
  findings: z.enum(FINDING_FILTERS).optional().catch(undefined),
  due: z.enum(DUE_STATES).optional().catch(undefined),
});
export type TCaseFilters = z.infer<typeof ZCaseFilters>;

export function hasCaseFilters(filters: TCaseFilters): boolean {
  return [filters.decision, filters.assignee, filters.tag, filters.risk, filters.findings, filters.due].some((v) => v !== undefined);
}

/** The filters with the instants their due states compare with, for the SQL twin of caseWhere (lib/db/review-case-sql.ts). */
export function caseFilterValues(filters: TCaseFilters, now: Date) {
  const { decision, assignee, tag, risk, findings, due } = filters;
  return { decision, assignee, tag, risk, findings, due, now, soon: new Date(now.getTime() + DUE_SOON_HOURS * HOUR_MS) };
}

/** The filters as a condition on ReviewCase; due states count only cases still waiting for a decision. */
export function caseWhere(filters: TCaseFilters, now: Date): Prisma.ReviewCaseWhereInput {
  const and: Prisma.ReviewCaseWhereInput[] = [];
  if (filters.decision) and.push({ decisionState: filters.decision });
  if (filters.assignee) and.push({ assigneeId: filters.assignee === "none" ? null : filters.assignee });
  if (filters.tag) and.push({ tags: { some: { tagId: filters.tag } } });
  if (filters.risk) and.push({ riskLevel: filters.risk });
  if (filters.findings)
    and.push(
      {
        negative: { negativeFinish: true },
        critical: { worstSeverity: "critical" },
        any: { findingCount: { gt: 0 } },
        none: { findingCount: 0, screenedAt: { not: null } },
      }[filters.findings],
    );
  if (filters.due) {
    const soon = new Date(now.getTime() + DUE_SOON_HOURS * HOUR_MS);
    const dueAt = { overdue: { lt: now }, "due-soon": { gte: now, lt: soon }, later: { gte: soon } }[filters.due];
    and.push({ decisionState: { in: ["undecided", "pending"] }, dueAt });
  }
  return and.length ? { AND: and } : {};
}
