import type { Db, Tx } from "@/lib/db/client";
import { serviceConfig } from "@/lib/service/config";

export const REDACTED = "[redacted]";

export type OutboxEntry = {
  accountId: string;
  processId?: string;
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  body: string;
  status: "outbox" | "sent" | "failed";
};

// Rows written with OUTBOX_KEEP_SECRETS, or before bodies were redacted: a link's token and a six-digit code.
const SECRET_SHAPES = [/(?<=[?&]token=)[^\s&#]+/g, /\b\d{6}\b/g];

function redactSecretShapes(body: string): string {
  return SECRET_SHAPES.reduce((text, shape) => text.replace(shape, REDACTED), body);
}

/**
 * Every message sent to an applicant is kept: what was sent, to whom, and whether a transport took it.
 * The row is written after the transport's attempt, and its body keeps none of `secrets` (the code, the
 * link's token) unless OUTBOX_KEEP_SECRETS is on (development, where no SMS gateway exists).
 */
export async function recordOutbox(db: Db | Tx, entry: OutboxEntry & { secrets: string[] }): Promise<string> {
  const { secrets, ...message } = entry;
  const body = serviceConfig().OUTBOX_KEEP_SECRETS
    ? message.body
    : secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), message.body);
  const id = crypto.randomUUID();
  await db.outboxMessage.create({ data: { id, ...message, body, processId: message.processId ?? null } });
  return id;
}

export type OutboxMessageView = OutboxEntry & { id: string; createdAt: string };

/** Bodies as stored with OUTBOX_KEEP_SECRETS on; otherwise never a live token or code, whenever the row was written. */
export async function listOutbox(db: Db, { processId }: { processId?: string } = {}): Promise<OutboxMessageView[]> {
  const rows = await db.outboxMessage.findMany({ where: processId ? { processId } : {}, orderBy: { createdAt: "asc" } });
  const keepSecrets = serviceConfig().OUTBOX_KEEP_SECRETS;
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
