import type { Tx } from "@/lib/db/client";
import { textError } from "@/lib/i18n/error-texts";
import type { Staff } from "@/lib/staff-auth/staff-session";

/** While a case is assigned only its assignee (or an admin) decides it; checked inside the deciding transaction. */
export async function assertMayDecide(tx: Tx, staff: Staff, processId: string): Promise<void> {
  const held = await tx.reviewCase.findUnique({ where: { processId }, select: { assigneeId: true, assigneeEmail: true } });
  if (!held?.assigneeId || held.assigneeId === staff.id || staff.role === "admin") return;
  throw textError("conflict", "caseHeldBy", { email: held.assigneeEmail ?? held.assigneeId });
}

/** The queue's mirror of the decision in force, written in the transaction that records it. */
export function recordCaseDecision(tx: Tx, processId: string, state: "pending" | "final", decidedById: string) {
  return tx.reviewCase.updateMany({
    where: { processId },
    data: { decisionState: state, pendingById: state === "pending" ? decidedById : null },
  });
}
