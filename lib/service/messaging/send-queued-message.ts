import type { Db } from "@/lib/db/client";
import { completeJob, retryDelayMs } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { logger } from "@/lib/observability/logger";
import { DeliveryFailure, type DeliveryReason } from "./delivery-failure";
import { sendBySmtp } from "./email";
import { openPendingText } from "./pending-text";
import { applySmsReceipt } from "./record-sms-receipt";
import { smsGateway } from "./sms";

type Message = {
  id: string;
  processId: string | null;
  channel: string;
  recipient: string;
  subject: string;
  stepId: string | null;
  createdAt: Date;
};
type Pending = { sealedText: string; expiresAt: Date };
type Outcome =
  | { state: "sent"; messageId: string | null }
  | { state: "failed"; failure: DeliveryFailure; isFinal: boolean; isSubmission: boolean };

type CodeState = { otpDate?: string; otpConfirmed?: boolean };

/** Why the message must not go out any more: its code or link expired, or its code is no longer the step's (a newer one, or the step is done). */
async function staleReason(db: Db, message: Message, pending: Pending, now: Date): Promise<DeliveryReason | null> {
  if (pending.expiresAt.getTime() <= now.getTime()) return "expired-unsent";
  if (message.channel !== "sms" || !message.stepId || !message.processId) return null;
  const process = await db.process.findUnique({
    where: { id: message.processId },
    select: { status: true, currentStepId: true, stepState: true },
  });
  const code = (process?.stepState as Record<string, { code?: CodeState }> | undefined)?.[message.stepId]?.code;
  const isCurrent =
    process?.status === "in-progress" &&
    process.currentStepId === message.stepId &&
    code?.otpConfirmed === false &&
    Date.parse(code.otpDate ?? "") === message.createdAt.getTime();
  return isCurrent ? null : "superseded";
}

/** Hands the text to the message's transport; the gateway's message id for an SMS. */
async function transmit(db: Db, message: Message, text: string): Promise<string | null> {
  if (message.channel === "email") {
    await sendBySmtp({ to: message.recipient, subject: message.subject, text });
    return null;
  }
  const gateway = smsGateway(db);
  if (!gateway) throw new DeliveryFailure("transport-error", "no SMS gateway is configured", "SMPP_URL unset");
  return (await gateway.send({ to: message.recipient, text })).messageId;
}

/** The attempt's outcome in one transaction: the message's state, its delivery step, its submission; a final one ends the job and drops the text. */
async function settle(db: Db, lease: JobLease, message: Message, outcome: Outcome, started: Date): Promise<void> {
  const isFinal = outcome.state === "sent" || outcome.isFinal;
  const failure = outcome.state === "failed" ? outcome.failure : null;
  await db.$transaction(async (tx) => {
    if (isFinal) {
      await completeJob(tx, lease);
      await tx.pendingMessage.deleteMany({ where: { outboxId: message.id } });
    }
    await tx.outboxMessage.update({ where: { id: message.id }, data: { status: outcome.state } });
    await tx.messageDelivery.create({
      data: {
        id: crypto.randomUUID(),
        outboxId: message.id,
        processId: message.processId,
        state: outcome.state,
        reason: failure?.reason ?? null,
        detail: failure?.detail ?? null,
        attempt: lease.attempts,
        at: new Date(),
      },
    });
    if (message.channel === "sms" && (outcome.state === "sent" || outcome.isSubmission)) {
      const submission = {
        processId: message.processId,
        messageId: outcome.state === "sent" ? outcome.messageId : null,
        error: failure?.message ?? null,
        submittedAt: started,
      };
      await tx.smsSubmission.upsert({
        where: { outboxId: message.id },
        create: { outboxId: message.id, ...submission },
        update: submission,
      });
    }
  });
}

/**
 * The `sms` and `email` jobs: one attempt to send a queued message to the applicant. Sent, it is recorded so and its
 * sealed text dropped; a failure is recorded with its reason and thrown, so the job is retried after a back-off, unless
 * the next attempt would come after its code or link expires (then it is given up). A code that is no longer the
 * step's, or expired, is never sent.
 */
export async function sendQueuedMessage(db: Db, lease: JobLease): Promise<void> {
  const outboxId = lease.subjectId;
  const started = new Date();
  const [message, pending] = await Promise.all([
    db.outboxMessage.findUnique({
      where: { id: outboxId },
      select: { id: true, processId: true, channel: true, recipient: true, subject: true, stepId: true, createdAt: true },
    }),
    db.pendingMessage.findUnique({ where: { outboxId }, select: { sealedText: true, expiresAt: true } }),
  ]);
  // Erased with its process, or settled by an earlier holder whose completion did not reach the job.
  if (!message || !pending) {
    await db.$transaction((tx) => completeJob(tx, lease));
    return;
  }
  const scope = { processId: message.processId, outboxId, channel: message.channel, attempt: lease.attempts };

  const stale = await staleReason(db, message, pending, started);
  if (stale) {
    const failure = new DeliveryFailure(stale, stale === "superseded" ? "a newer code replaced it" : "it expired before it could be sent");
    await settle(db, lease, message, { state: "failed", failure, isFinal: true, isSubmission: false }, started);
    logger.warn({ ...scope, reason: stale }, "message given up");
    return;
  }
  const text = openPendingText(pending.sealedText, outboxId);
  let outcome: Outcome;
  try {
    outcome = { state: "sent", messageId: await transmit(db, message, text) };
  } catch (error) {
    const failure = DeliveryFailure.of(error);
    const nextAttempt = started.getTime() + retryDelayMs(lease.kind, lease.attempts);
    outcome = { state: "failed", failure, isFinal: nextAttempt >= pending.expiresAt.getTime(), isSubmission: true };
  }
  await settle(db, lease, message, outcome, started);
  if (outcome.state === "sent") {
    // Its receipt may have come while the attempt was being recorded.
    const receipt =
      outcome.messageId === null
        ? null
        : await db.smsReceipt.findFirst({
            where: { messageId: outcome.messageId, receivedAt: { gte: started } },
            select: { status: true },
          });
    if (receipt) await applySmsReceipt(db, outboxId, receipt.status, new Date());
    return;
  }
  logger.warn({ ...scope, reason: outcome.failure.reason, detail: outcome.failure.detail, isFinal: outcome.isFinal }, "message not sent");
  if (!outcome.isFinal) throw outcome.failure;
}
