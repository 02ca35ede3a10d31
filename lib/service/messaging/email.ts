import nodemailer from "nodemailer";
import type { Db } from "@/lib/db/client";
import { serviceConfig } from "@/lib/service/config";
import { recordOutbox } from "./outbox";

/** `secrets`: what in `text` must not stay in the outbox (a link's token). */
export type EmailMessage = { accountId: string; processId?: string; to: string; subject: string; text: string; secrets: string[] };

/** Through SMTP when SMTP_URL is set (true only when the server accepted it); else into the outbox (true). */
export async function sendEmail(db: Db, message: EmailMessage): Promise<boolean> {
  const { SMTP_URL, SMTP_FROM } = serviceConfig();
  let status: "outbox" | "sent" | "failed" = "outbox";
  if (SMTP_URL) {
    try {
      const transport = nodemailer.createTransport(SMTP_URL);
      const info = await transport.sendMail({ from: SMTP_FROM, to: message.to, subject: message.subject, text: message.text });
      status = info.accepted.length > 0 ? "sent" : "failed";
    } catch (error) {
      console.error(`send-email: SMTP transport failed: ${error instanceof Error ? error.message : String(error)}`);
      status = "failed";
    }
  }
  await recordOutbox(db, {
    accountId: message.accountId,
    processId: message.processId,
    channel: "email",
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    secrets: message.secrets,
    status,
  });
  return status !== "failed";
}
