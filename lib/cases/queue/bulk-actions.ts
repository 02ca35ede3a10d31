import { z } from "zod";
import type { RequestInfo } from "@/lib/audit/record-staff-action";
import { OUTCOMES } from "@/lib/cases/decisions/decision-reasons";
import { type DecisionPolicy, decideProcess } from "@/lib/cases/decisions/decisions";
import type { Db } from "@/lib/db/client";
import { AppError, isCallersMistake } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { assignCase } from "./assignment";
import { setCaseTag } from "./tags";

export const BULK_LIMIT = 200;

export const ZBulkAction = z.discriminatedUnion("action", [
  z.object({ action: z.literal("assign"), assigneeId: z.string().min(1).nullable() }),
  z.object({ action: z.literal("tag"), tagId: z.string().min(1), isOn: z.boolean() }),
  z.object({
    action: z.literal("decide"),
    outcome: z.enum(OUTCOMES),
    reasonCode: z.string().min(1, "Choose a reason."),
    comment: z.string().max(2000).default(""),
  }),
]);
export type TBulkAction = z.input<typeof ZBulkAction>;

export type BulkSummary = { succeeded: string[]; refused: { processId: string; reason: string }[] };

/**
 * One action on each selected case, each on its own (its own rights, checks, audit entry and, under four-eyes, its
 * own pending decision): a summary of what was done and what was refused and why. Nothing is all-or-nothing.
 */
export async function runBulkAction(
  db: Db,
  staff: Staff,
  processIds: string[],
  input: TBulkAction,
  policy: DecisionPolicy,
  request: RequestInfo,
): Promise<BulkSummary> {
  if (!can(staff.role, "records:act")) throw textError("forbidden", "roleCannotActOnCases");
  const parsed = ZBulkAction.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  const ids = [...new Set(processIds)];
  if (ids.length === 0) throw textError("invalid", "selectOne");
  if (ids.length > BULK_LIMIT) throw textError("invalid", "selectAtMost", { limit: BULK_LIMIT });
  const action = parsed.data;
  const summary: BulkSummary = { succeeded: [], refused: [] };
  for (const processId of ids) {
    try {
      if (action.action === "assign") await assignCase(db, staff, { processId, assigneeId: action.assigneeId }, new Date(), request);
      else if (action.action === "tag")
        await setCaseTag(db, staff, { processId, tagId: action.tagId, isOn: action.isOn }, new Date(), request);
      else await decideProcess(db, { staff, decision: { processId, ...action }, policy, now: new Date(), request });
      summary.succeeded.push(processId);
    } catch (error) {
      if (!isCallersMistake(error)) throw error;
      summary.refused.push({ processId, reason: error.message });
    }
  }
  return summary;
}
