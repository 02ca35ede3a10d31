import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { type ApplicantMessage, queueMessage } from "./queue-message";
import { sendQueuedMessagesNow } from "./send-queued-messages-now";

/**
 * Queues an e-mail to the applicant and makes its first attempt at once: true when the mail server took it then (or,
 * without SMTP_URL, once it is in the outbox). A refused one stays queued and is retried until its link expires.
 */
export async function sendApplicantEmail(db: Db, message: Omit<ApplicantMessage, "channel" | "stepId">, now: Date): Promise<boolean> {
  const queued = await queueMessage(db, { ...message, channel: "email" }, { hasTransport: Boolean(env().SMTP_URL), now });
  if (!queued.isQueued) return true;
  await sendQueuedMessagesNow(db, [queued]);
  const sent = await db.outboxMessage.findUnique({ where: { id: queued.outboxId }, select: { status: true } });
  return sent?.status === "sent";
}
