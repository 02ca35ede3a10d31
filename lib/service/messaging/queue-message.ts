import type { Db } from "@/lib/db/client";
import { type Statement, sql } from "@/lib/db/direct-sql";
import { owedJob } from "@/lib/jobs/job-leases";
import { insertJob } from "@/lib/service/processes/process-statements";
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

/** A queued message: the job (`sms:<id>` or `email:<id>`) that sends it, or none when there is no transport (outbox only). */
export type QueuedMessage = { outboxId: string; channel: ApplicantMessage["channel"]; isQueued: boolean };

/**
 * The rows that queue one message: its outbox row (body redacted), and with a transport its sealed text, its first
 * delivery step (queued) and its send job; all to be written in the transaction that owes the message.
 */
function queuedRows(message: ApplicantMessage, hasTransport: boolean, now: Date) {
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
  const o = rows.outbox;
  const statements = [
    sql`INSERT INTO "OutboxMessage" ("id", "accountId", "processId", "channel", "recipient", "subject", "body", "status", "stepId", "createdAt")
      VALUES (${o.id}, ${o.accountId}, ${o.processId}, ${o.channel}, ${o.recipient}, ${o.subject}, ${o.body}, ${o.status}, ${o.stepId}, ${o.createdAt})`,
  ];
  if (rows.sending) {
    const { pending: p, delivery: d, job } = rows.sending;
    statements.push(
      sql`INSERT INTO "PendingMessage" ("outboxId", "processId", "sealedText", "expiresAt") VALUES (${p.outboxId}, ${p.processId}, ${p.sealedText}, ${p.expiresAt})`,
      sql`INSERT INTO "MessageDelivery" ("id", "outboxId", "processId", "state", "attempt", "at") VALUES (${d.id}, ${d.outboxId}, ${d.processId}, ${d.state}, ${d.attempt}, ${d.at})`,
      insertJob(job),
    );
  }
  return { queued: rows.queued, statements };
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
