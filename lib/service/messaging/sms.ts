import type { Db } from "@/lib/db/client";
import { recordOutbox } from "./outbox";

/** An SMS gateway. None is configured yet: messages go to the outbox, where development and tests read them. */
export type SmsSender = { send: (message: { to: string; text: string }) => Promise<boolean> };

let gateway: SmsSender | undefined;
export function setSmsSender(sender: SmsSender | undefined): void {
  gateway = sender;
}

/** `secrets`: what in `text` must not stay in the outbox (the code). */
export async function sendSms(
  db: Db,
  input: { accountId: string; processId: string; to: string; text: string; secrets: string[] },
): Promise<void> {
  const delivered = gateway ? await gateway.send({ to: input.to, text: input.text }).catch(() => false) : undefined;
  await recordOutbox(db, {
    accountId: input.accountId,
    processId: input.processId,
    channel: "sms",
    recipient: input.to,
    subject: "",
    body: input.text,
    secrets: input.secrets,
    status: delivered === undefined ? "outbox" : delivered ? "sent" : "failed",
  });
}
