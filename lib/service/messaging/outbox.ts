import type { Db } from "@/lib/db/client";

export type OutboxEntry = {
  accountId: string;
  processId?: string;
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  body: string;
  status: "outbox" | "sent" | "failed";
};

/** Every message sent to an applicant is kept: what was sent, to whom, and whether a transport took it. */
export async function recordOutbox(db: Db, entry: OutboxEntry): Promise<string> {
  const id = crypto.randomUUID();
  await db.outboxMessage.create({ data: { id, ...entry, processId: entry.processId ?? null } });
  return id;
}

export type OutboxMessageView = OutboxEntry & { id: string; createdAt: string };

export async function listOutbox(db: Db, { processId }: { processId?: string } = {}): Promise<OutboxMessageView[]> {
  const rows = await db.outboxMessage.findMany({ where: processId ? { processId } : {}, orderBy: { createdAt: "asc" } });
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    processId: r.processId ?? undefined,
    channel: r.channel as OutboxEntry["channel"],
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    status: r.status as OutboxEntry["status"],
    createdAt: r.createdAt.toISOString(),
  }));
}
