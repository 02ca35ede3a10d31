import { z } from "zod";
import { NO_REQUEST, type RequestInfo, recordStaffAction } from "@/lib/audit/record-staff-action";
import { type Db, databaseKindOf, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { can } from "@/lib/security/roles";
import type { Staff } from "@/lib/staff-auth/staff-session";

export const ZAssignCase = z.object({
  processId: z.string().min(1),
  /** A staff member's id, or null to unassign. */
  assigneeId: z.string().min(1).nullable(),
});
export type TAssignCase = z.input<typeof ZAssignCase>;

function requireActor(staff: Staff) {
  if (!can(staff.role, "records:act")) throw textError("forbidden", "roleCannotAssign");
}

/** The oldest-due undecided, unassigned case, locked for this transaction (other claimers skip it on PostgreSQL). */
async function oldestUnassigned(db: Db, tx: Tx): Promise<string | null> {
  if (databaseKindOf(db) === "postgres") {
    const rows = await tx.$queryRaw<{ processId: string }[]>`
      SELECT "processId" FROM "ReviewCase" WHERE "decisionState" = 'undecided' AND "assigneeId" IS NULL
      ORDER BY "dueAt", "processId" LIMIT 1 FOR UPDATE SKIP LOCKED`;
    return rows[0]?.processId ?? null;
  }
  // SQLite transactions are exclusive (BEGIN IMMEDIATE): nobody else reads between this and the update.
  const found = await tx.reviewCase.findFirst({
    where: { decisionState: "undecided", assigneeId: null },
    orderBy: [{ dueAt: "asc" }, { processId: "asc" }],
    select: { processId: true },
  });
  return found?.processId ?? null;
}

/** "Next case": assigns the oldest-due unassigned undecided case to the caller, atomically; null when none is left. */
export async function claimNextCase(db: Db, staff: Staff, now = new Date(), request: RequestInfo = NO_REQUEST) {
  requireActor(staff);
  const processId = await db.$transaction(async (tx) => {
    const found = await oldestUnassigned(db, tx);
    if (!found) return null;
    await tx.reviewCase.update({
      where: { processId: found },
      data: { assigneeId: staff.id, assigneeEmail: staff.email, assignedAt: now },
      select: { processId: true },
    });
    return found;
  });
  if (processId)
    await recordStaffAction(
      db,
      { actor: staff, action: "case-claimed", target: { type: "process", id: processId }, details: { assignee: staff.email }, request },
      now,
    );
  return processId;
}

/** Assigns a case to a reviewer or admin (the caller included), or unassigns it; audited with who held it before. */
export async function assignCase(db: Db, staff: Staff, input: TAssignCase, now = new Date(), request: RequestInfo = NO_REQUEST) {
  requireActor(staff);
  const parsed = ZAssignCase.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  const { processId, assigneeId } = parsed.data;
  const assignee = assigneeId
    ? await db.user.findUnique({ where: { id: assigneeId }, select: { id: true, email: true, role: true, disabled: true } })
    : null;
  if (assigneeId && (!assignee || assignee.disabled || !can(assignee.role as Staff["role"], "records:act")))
    throw textError("invalid", "assignableRoles");
  const before = await db.reviewCase.findUnique({ where: { processId }, select: { assigneeEmail: true, decisionState: true } });
  if (!before) throw textError("conflict", "notInQueue");
  await db.reviewCase.update({
    where: { processId },
    data: { assigneeId: assignee?.id ?? null, assigneeEmail: assignee?.email ?? null, assignedAt: assignee ? now : null },
    select: { processId: true },
  });
  await recordStaffAction(
    db,
    {
      actor: staff,
      action: assignee ? "case-assigned" : "case-unassigned",
      target: { type: "process", id: processId },
      details: { assignee: assignee?.email ?? null, previous: before.assigneeEmail },
      request,
    },
    now,
  );
  return { processId, assigneeEmail: assignee?.email ?? null, previous: before.assigneeEmail };
}
