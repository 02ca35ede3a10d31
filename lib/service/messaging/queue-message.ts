import type { Db } from "@/lib/db/client";
import type { Statement } from "@/lib/db/direct-sql";
import { owedJob } from "@/lib/jobs/job-leases";
import type { DeliveryRow, OutboxRow, PendingRow } from "@/lib/service/hot-path/message-rows";
import { insertQueuedMessage } from "@/lib/service/hot-path/message-rows";
import { outboxBody } from "./outbox";
import { sealPendingText } from "./pending-text";

/** A message to an applicant. `secrets`: what in `text` the outbox must not keep; `expiresAt`: when its code or link stops working. */
export type ApplicantMessage = {
  accountId: string;
  processId: string;
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  text: string;
  secrets: string[];
  /** The step whose code an SMS carries. */
  stepId?: string;
  expiresAt: Date;
};

export type QueuedRows = {
  queued: QueuedMessage;
  outbox: OutboxRow;
  sending: { pending: PendingRow; delivery: DeliveryRow; job: ReturnType<typeof owedJob> } | null;
};

/** A queued message: the job (`sms:<id>` or `email:<id>`) that sends it, or none when there is no transport (outbox only). */
export type QueuedMessage = { outboxId: string; channel: ApplicantMessage["channel"]; isQueued: boolean };

/**
 * The rows that queue one message: its outbox row (body redacted), and with a transport its sealed text, its first
 * delivery step (queued) and its send job; all to be written in the transaction that owes the message.
 */
function queuedRows(message: ApplicantMessage, hasTransport: boolean, now: Date): QueuedRows {
  const outboxId = crypto.randomUUID();
  const { processId, channel } = message;
  const outbox = {
    id: outboxId,
    accountId: message.accountId,
    processId,
    channel,
    recipient: message.recipient,
    subject: message.subject,
    body: outboxBody(message.text, message.secrets),
    status: hasTransport ? "queued" : "outbox",
    stepId: message.stepId ?? null,
    createdAt: now,
  };
  const sending = hasTransport
    ? {
        pending: { outboxId, processId, sealedText: sealPendingText(message.text, outboxId), expiresAt: message.expiresAt },
        delivery: { id: crypto.randomUUID(), outboxId, processId, state: "queued", attempt: 0, at: now },
        job: owedJob(channel, outboxId, new Date()),
      }
    : null;
  return { queued: { outboxId, channel, isQueued: hasTransport }, outbox, sending };
}

/** Queues the message as statements of a process change's own transaction (commitTransition's `alsoStatements`). */
export function queuedMessageStatements(
  message: ApplicantMessage,
  { hasTransport, now }: { hasTransport: boolean; now: Date },
): { queued: QueuedMessage; statements: Statement[] } {
  const rows = queuedRows(message, hasTransport, now);
  return { queued: rows.queued, statements: insertQueuedMessage(rows) };
}

/** Queues the message in a transaction of its own (a message that no process change owes, e.g. the link's e-mail). */
export async function queueMessage(db: Db, message: ApplicantMessage, { hasTransport, now }: { hasTransport: boolean; now: Date }) {
  const rows = queuedRows(message, hasTransport, now);
  await db.$transaction([
    db.outboxMessage.create({ data: rows.outbox }),
    ...(rows.sending
      ? [
          db.pendingMessage.create({ data: rows.sending.pending }),
          db.messageDelivery.create({ data: rows.sending.delivery }),
          db.job.create({ data: rows.sending.job }),
        ]
      : []),
  ]);
  return rows.queued;
}
