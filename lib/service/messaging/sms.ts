import type { Db } from "@/lib/db/client";
import { serviceConfig } from "@/lib/service/config";
import { recordOutbox } from "./outbox";
import { type SmsDeliveryReport, type SmsSender, smppGateway } from "./smpp-gateway";

let gateway: (SmsSender & { close?: () => void }) | undefined;
/** For tests: a gateway of their own (closing the one in use); undefined goes back to SMPP_URL. */
export function setSmsSender(sender: (SmsSender & { close?: () => void }) | undefined): void {
  gateway?.close?.();
  gateway = sender;
}

/** Records a delivery report against the submission it names (by message id). */
export async function recordSmsReceipt(db: Db, report: SmsDeliveryReport, now = new Date()): Promise<void> {
  const data = { status: report.status, receivedAt: now };
  await db.smsReceipt.upsert({ where: { messageId: report.messageId }, create: { messageId: report.messageId, ...data }, update: data });
}

/** The gateway SMPP_URL names, bound once per server process; none without it (development: the outbox only). */
function configuredGateway(db: Db): SmsSender | undefined {
  const { SMPP_URL, SMPP_SOURCE_ADDR } = serviceConfig();
  if (!gateway && SMPP_URL)
    gateway = smppGateway({ url: SMPP_URL, sourceAddr: SMPP_SOURCE_ADDR }, (report) => recordSmsReceipt(db, report));
  return gateway;
}

/** Binds the gateway at a server's start, so receipts of messages sent before a restart arrive without waiting for a send. */
export function bindSmsGateway(db: Db): boolean {
  return configuredGateway(db) !== undefined;
}

/**
 * Sends through the gateway when there is one, then records the message in the outbox (without `secrets`: the code)
 * and, for a gateway, its submission (message id, or why it failed) in the same transaction. A failed submission is
 * recorded as failed and not retried: a code expires within minutes, so the applicant asks for a new one.
 */
export async function sendSms(
  db: Db,
  input: { accountId: string; processId: string; to: string; text: string; secrets: string[] },
): Promise<{ outboxId: string; status: "outbox" | "sent" | "failed" }> {
  const sender = configuredGateway(db);
  const submitted = sender
    ? await sender.send({ to: input.to, text: input.text }).then(
        (ok) => ({ messageId: ok.messageId, error: null }),
        (error: unknown) => ({ messageId: null, error: error instanceof Error ? error.message : String(error) }),
      )
    : undefined;
  const status = submitted === undefined ? "outbox" : submitted.messageId ? "sent" : "failed";
  const outboxId = await db.$transaction(async (tx) => {
    const id = await recordOutbox(tx, {
      accountId: input.accountId,
      processId: input.processId,
      channel: "sms",
      recipient: input.to,
      subject: "",
      body: input.text,
      secrets: input.secrets,
      status,
    });
    if (submitted)
      await tx.smsSubmission.create({ data: { outboxId: id, processId: input.processId, ...submitted, submittedAt: new Date() } });
    return id;
  });
  if (submitted?.error) console.error(`SMS for process ${input.processId} not sent: ${submitted.error}`);
  return { outboxId, status };
}
