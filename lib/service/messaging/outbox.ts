import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";

export const REDACTED = "[redacted]";

/** outbox: no transport is configured (development), so the row is all there is; the others: its delivery now. */
export type OutboxStatus = "outbox" | "queued" | "sent" | "delivered" | "failed";

export type OutboxEntry = {
  accountId: string;
  processId?: string;
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  body: string;
  status: OutboxStatus;
};

// Rows written with OUTBOX_KEEP_SECRETS, or before bodies were redacted: a link's token and a six-digit code.
const SECRET_SHAPES = [/(?<=[?&]token=)[^\s&#]+/g, /\b\d{6}\b/g];

function redactSecretShapes(body: string): string {
  return SECRET_SHAPES.reduce((text, shape) => text.replace(shape, REDACTED), body);
}

/**
 * Every message sent to an applicant is kept in the outbox: what was sent, to whom, and its delivery. Its body keeps
 * none of `secrets` (the code, the link's token) unless OUTBOX_KEEP_SECRETS is on (development, where no SMS gateway exists).
 */
export function outboxBody(body: string, secrets: string[]): string {
  return env().OUTBOX_KEEP_SECRETS ? body : secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), body);
}

export type OutboxMessageView = OutboxEntry & { id: string; createdAt: string };

/** Bodies as stored with OUTBOX_KEEP_SECRETS on; otherwise never a live token or code, whenever the row was written. */
export async function listOutbox(db: Db, { processId }: { processId?: string } = {}): Promise<OutboxMessageView[]> {
  const rows = await db.outboxMessage.findMany({ where: processId ? { processId } : {}, orderBy: { createdAt: "asc" } });
  const keepSecrets = env().OUTBOX_KEEP_SECRETS;
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    processId: r.processId ?? undefined,
    channel: r.channel as OutboxEntry["channel"],
    recipient: r.recipient,
    subject: r.subject,
    body: keepSecrets ? r.body : redactSecretShapes(r.body),
    status: r.status as OutboxEntry["status"],
    createdAt: r.createdAt.toISOString(),
  }));
}
