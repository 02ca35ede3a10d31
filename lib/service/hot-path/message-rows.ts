import { type Statement, sql } from "@/lib/db/direct-sql";
import { insertJob } from "./process-change";

export type OutboxRow = {
  id: string;
  accountId: string;
  processId: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  stepId: string | null;
  createdAt: Date;
};
export type PendingRow = { outboxId: string; processId: string; sealedText: string; expiresAt: Date };
export type DeliveryRow = { id: string; outboxId: string; processId: string; state: string; attempt: number; at: Date };
type Job = { id: string; kind: string; subjectId: string; leaseUntil: Date; createdAt: Date };

/** A queued message's rows as statements of the process change that owes it (a code request's SMS): outbox, then sending. */
export function insertQueuedMessage({
  outbox: o,
  sending,
}: {
  outbox: OutboxRow;
  sending: { pending: PendingRow; delivery: DeliveryRow; job: Job } | null;
}): Statement[] {
  const outbox = sql`INSERT INTO "OutboxMessage" ("id", "accountId", "processId", "channel", "recipient", "subject", "body", "status", "stepId", "createdAt")
    VALUES (${o.id}, ${o.accountId}, ${o.processId}, ${o.channel}, ${o.recipient}, ${o.subject}, ${o.body}, ${o.status}, ${o.stepId}, ${o.createdAt})`;
  if (!sending) return [outbox];
  const { pending: p, delivery: d, job } = sending;
  return [
    outbox,
    sql`INSERT INTO "PendingMessage" ("outboxId", "processId", "sealedText", "expiresAt") VALUES (${p.outboxId}, ${p.processId}, ${p.sealedText}, ${p.expiresAt})`,
    sql`INSERT INTO "MessageDelivery" ("id", "outboxId", "processId", "state", "attempt", "at") VALUES (${d.id}, ${d.outboxId}, ${d.processId}, ${d.state}, ${d.attempt}, ${d.at})`,
    insertJob(job),
  ];
}
