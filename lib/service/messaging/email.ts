import nodemailer from "nodemailer";
import type { Db } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import { serviceConfig } from "@/lib/service/config";
import { recordOutbox } from "./outbox";

/** `secrets`: what in `text` must not stay in the outbox (a link's token). */
export type EmailMessage = { accountId: string; processId?: string; to: string; subject: string; text: string; secrets: string[] };

/** One message through SMTP_URL: "outbox" when no SMTP server is configured (nothing sent). */
export async function deliverBySmtp(message: { to: string; subject: string; text: string }): Promise<"outbox" | "sent" | "failed"> {
  const { SMTP_URL, SMTP_FROM } = serviceConfig();
  if (!SMTP_URL) return "outbox";
  try {
    const transport = nodemailer.createTransport(SMTP_URL);
    const info = await transport.sendMail({ from: SMTP_FROM, to: message.to, subject: message.subject, text: message.text });
    return info.accepted.length > 0 ? "sent" : "failed";
  } catch (error) {
    // Not the message: an SMTP server's refusal quotes the recipient's address.
    logger.error(
      { error: error instanceof Error ? error.name : typeof error, code: (error as { code?: unknown }).code },
      "SMTP transport failed",
    );
    return "failed";
  }
}

/** Through SMTP when SMTP_URL is set (true only when the server accepted it); else into the outbox (true). */
export async function sendEmail(db: Db, message: EmailMessage): Promise<boolean> {
  const status = await deliverBySmtp(message);
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
