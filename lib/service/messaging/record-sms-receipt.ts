import type { Db } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import type { SmsDeliveryReport } from "./smpp-gateway";

// A receipt's final states (SMPP 3.4 appendix B); ENROUTE and ACCEPTD say nothing final and change nothing.
const DELIVERED = "DELIVRD";
const NOT_DELIVERED = new Set(["UNDELIV", "EXPIRED", "REJECTD", "DELETED", "UNKNOWN"]);

/**
 * Applies a receipt's final state to the message it is about: `sent` becomes `delivered`, or `failed` (not delivered,
 * with the receipt's stat), once, in one transaction with its delivery step. A message not `sent` (yet) is left alone.
 */
export async function applySmsReceipt(db: Db, outboxId: string, status: string, now: Date): Promise<void> {
  const isDelivered = status === DELIVERED;
  if (!isDelivered && !NOT_DELIVERED.has(status)) return;
  const state = isDelivered ? "delivered" : "failed";
  const applied = await db.$transaction(async (tx) => {
    const changed = await tx.outboxMessage.updateMany({ where: { id: outboxId, status: "sent" }, data: { status: state } });
    if (changed.count === 0) return null;
    const message = await tx.outboxMessage.findUniqueOrThrow({ where: { id: outboxId }, select: { processId: true } });
    const sent = await tx.messageDelivery.findFirst({
      where: { outboxId, state: "sent" },
      orderBy: { at: "desc" },
      select: { attempt: true, at: true },
    });
    await tx.messageDelivery.create({
      data: {
        id: crypto.randomUUID(),
        outboxId,
        processId: message.processId,
        state,
        reason: isDelivered ? null : "not-delivered",
        detail: isDelivered ? null : status,
        attempt: sent?.attempt ?? 0,
        // A receipt can come while its submission is being recorded: steps are ordered by time, so it is placed just
        // after the sending it answers, never before.
        at: sent && sent.at >= now ? new Date(sent.at.getTime() + 1) : now,
      },
    });
    return message;
  });
  if (applied && !isDelivered) logger.warn({ processId: applied.processId, outboxId, stat: status }, "SMS not delivered");
}

/**
 * Records a delivery report by message id, then applies it to the latest submission that got that id before it came
 * (a gateway may reuse ids; a receipt can also arrive before its submission is committed: see sendQueuedMessage).
 */
export async function recordSmsReceipt(db: Db, report: SmsDeliveryReport, now = new Date()): Promise<void> {
  const data = { status: report.status, receivedAt: now };
  await db.smsReceipt.upsert({ where: { messageId: report.messageId }, create: { messageId: report.messageId, ...data }, update: data });
  const submission = await db.smsSubmission.findFirst({
    where: { messageId: report.messageId, submittedAt: { lte: now } },
    orderBy: { submittedAt: "desc" },
    select: { outboxId: true },
  });
  if (submission) await applySmsReceipt(db, submission.outboxId, report.status, now);
}
