import { env } from "@/lib/env";
import { errorSummary, logger } from "@/lib/observability/logger";
import { DeliveryFailure } from "./delivery-failure";

// nodemailer's codes for a server that could not be reached at all (the rest are its refusals).
const UNREACHABLE = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED"]);

/** One message through SMTP_URL, or a DeliveryFailure saying why not (its code, never the message or the recipient). */
export async function sendBySmtp(message: { to: string; subject: string; text: string }): Promise<void> {
  const { SMTP_URL, SMTP_FROM } = env();
  if (!SMTP_URL) throw new DeliveryFailure("transport-error", "no SMTP server is configured", "SMTP_URL unset");
  let accepted: unknown[];
  // Loaded at the first message (about 90 ms of CPU), not by every process that composes the app.
  const { default: nodemailer } = await import("nodemailer");
  try {
    const transport = nodemailer.createTransport(SMTP_URL);
    ({ accepted } = await transport.sendMail({ from: SMTP_FROM, to: message.to, subject: message.subject, text: message.text }));
  } catch (error) {
    // Not the error's message: an SMTP server's refusal quotes the recipient's address.
    const code = String((error as { code?: unknown }).code ?? (error instanceof Error ? error.name : typeof error));
    const responseCode = (error as { responseCode?: unknown }).responseCode;
    const detail = typeof responseCode === "number" ? `${code} ${responseCode}` : code;
    throw UNREACHABLE.has(code)
      ? new DeliveryFailure("mail-unreachable", `the mail server is not reachable (${detail})`, detail)
      : new DeliveryFailure("mail-refused", `the mail server did not accept the message (${detail})`, detail);
  }
  if (accepted.length === 0) throw new DeliveryFailure("mail-refused", "the mail server accepted no recipient", "no recipient accepted");
}

/** One message through SMTP_URL (staff mail: not queued): "outbox" when no SMTP server is configured (nothing sent). */
export async function deliverBySmtp(message: { to: string; subject: string; text: string }): Promise<"outbox" | "sent" | "failed"> {
  if (!env().SMTP_URL) return "outbox";
  try {
    await sendBySmtp(message);
    return "sent";
  } catch (error) {
    logger.error({ ...errorSummary(error), detail: error instanceof DeliveryFailure ? error.detail : null }, "SMTP transport failed");
    return "failed";
  }
}
