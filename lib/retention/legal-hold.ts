import { appendStaffAction, type RequestInfo, STAFF_AUDIT_LOCK } from "@/lib/audit/record-staff-action";
import { type Db, withExclusiveTransaction } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";

type Actor = { id: string | null; email: string };

/** Places a legal hold on a process (erasure refuses while it stands); audited in the same transaction. */
export async function placeLegalHold(db: Db, actor: Actor, hold: { processId: string; reason: string }, request: RequestInfo) {
  const reason = hold.reason.trim();
  if (!reason) throw textError("invalid", "holdNeedsReason");
  const now = new Date();
  await withExclusiveTransaction(db, STAFF_AUDIT_LOCK, async (tx) => {
    if (!(await tx.process.findUnique({ where: { id: hold.processId }, select: { id: true } }))) throw new AppError("not-found");
    await tx.legalHold.upsert({
      where: { processId: hold.processId },
      create: { processId: hold.processId, reason, setByEmail: actor.email, createdAt: now },
      update: { reason, setByEmail: actor.email, createdAt: now },
    });
    await appendStaffAction(tx, { actor, action: "legal-hold-placed", target: { type: "process", id: hold.processId }, request }, now);
  });
}

export async function liftLegalHold(db: Db, actor: Actor, processId: string, request: RequestInfo) {
  await withExclusiveTransaction(db, STAFF_AUDIT_LOCK, async (tx) => {
    const lifted = await tx.legalHold.deleteMany({ where: { processId } });
    if (lifted.count === 0) throw textError("not-found", "noLegalHold");
    await appendStaffAction(tx, { actor, action: "legal-hold-lifted", target: { type: "process", id: processId }, request });
  });
}
