import type { Db } from "@/lib/db/client";
import { recordOutbox } from "./outbox";

/** No SMS gateway is configured: messages go to the outbox, where development and tests read them. */
export async function sendSms(db: Db, input: { accountId: string; processId: string; to: string; text: string }): Promise<void> {
  await recordOutbox(db, {
    accountId: input.accountId,
    processId: input.processId,
    channel: "sms",
    recipient: input.to,
    subject: "",
    body: input.text,
    status: "outbox",
  });
}
