import { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import type { Db } from "@/lib/db/client";
import { can } from "@/lib/security/roles";
import { isServiceError } from "@/lib/service/contract/service-error";
import { sendProcessLink } from "@/lib/service/email/send-process-link";
import { readInstallationSettings } from "@/lib/settings/installation-settings";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { typeNames } from "@/lib/steps/common/type-table";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { DeskError, deskError } from "../errors";

export const RESEND_LIMIT = { count: 3, windowMs: 15 * 60_000 };

/** `email` empty or absent: the address the applicant gave. Another address needs the admin setting and a reason. */
export const ZResendLink = z.object({
  processId: z.string().min(1),
  email: z.union([z.literal(""), z.email("Enter a valid e-mail address.")]).optional(),
  reason: z.string().trim().max(500, "Keep the reason under 500 characters.").optional(),
});

export type ResendOutcome = { sent: boolean; code: string; message: string };

/** Name and e-mail of a passed form step's payload. */
export function contactOfPayload(payload: unknown): { name: string; email: string } {
  const fields = (payload ?? {}) as Record<string, unknown>;
  return { name: typeof fields.name === "string" ? fields.name : "", email: typeof fields.email === "string" ? fields.email : "" };
}

/** Name and e-mail from the process's latest passed form step: where the link goes. */
export async function applicantContact(db: Db, processId: string): Promise<{ name: string; email: string }> {
  const form = await db.stepRecord.findFirst({
    where: { processId, action: { in: typeNames(FORM_TYPES) }, status: true },
    orderBy: { seq: "desc" },
    select: { payload: true },
  });
  return contactOfPayload(form?.payload);
}

/** A few resends per process per window, counted from the staff audit log (local and remote alike). */
export async function assertResendAllowed(db: Db, processId: string, now: Date): Promise<void> {
  const recent = await db.staffAuditEntry.count({
    where: {
      action: "link-resent",
      targetType: "process",
      targetId: processId,
      at: { gt: new Date(now.getTime() - RESEND_LIMIT.windowMs) },
    },
  });
  if (recent >= RESEND_LIMIT.count) throw deskError("conflict", "linkSentRecently", { count: recent });
}

type Recipient = { email: string; name: string; isApplicants: boolean; reason?: string };

async function chooseRecipient(db: Db, input: z.output<typeof ZResendLink>): Promise<Recipient> {
  const contact = await applicantContact(db, input.processId);
  const typed = input.email?.trim() ?? "";
  if (!typed || typed.toLowerCase() === contact.email.toLowerCase()) {
    if (!contact.email) throw deskError("invalid", "noEmailOnRecord");
    return { email: contact.email, name: contact.name || contact.email, isApplicants: true };
  }
  if (!(await readInstallationSettings(db)).allowResendToOtherAddress) throw deskError("invalid", "linkOnlyToApplicant");
  if (!input.reason) throw deskError("invalid", "otherAddressNeedsReason");
  return { email: typed, name: contact.name || typed, isApplicants: false, reason: input.reason };
}

/** The caller may resend (reviewers and admins) and the input is well-formed, or why not. */
export function resendInput(staff: Staff, input: z.input<typeof ZResendLink>): z.output<typeof ZResendLink> {
  if (!can(staff.role, "records:act")) throw deskError("forbidden", "roleCannotResend");
  const parsed = ZResendLink.safeParse(input);
  if (!parsed.success) throw new DeskError("invalid", parsed.error.issues[0]?.message ?? "Invalid input.");
  return parsed.data;
}

/**
 * Sends the applicant's link again, through the very code path of the API's send-email (template
 * `link`), as the process's own application. Unfinished processes only; a few per process per window.
 */
export async function resendProcessLink(
  db: Db,
  staff: Staff,
  input: z.input<typeof ZResendLink>,
  request: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<ResendOutcome> {
  const parsed = resendInput(staff, input);
  const { processId } = parsed;
  const process = await db.process.findUnique({ where: { id: processId }, select: { accountId: true, appId: true, credentialId: true } });
  if (!process) throw deskError("not-found", "noSuchProcess");
  const recipient = await chooseRecipient(db, parsed);
  await assertResendAllowed(db, processId, now);

  let outcome: ResendOutcome;
  try {
    const body = { template: "link", processId, email: recipient.email, name: recipient.name };
    const { success } = await sendProcessLink({ db, caller: process, body, now });
    outcome = success
      ? { sent: true, code: "BIOEMCTS001", message: `Link sent to ${recipient.email}.` }
      : {
          sent: false,
          code: "BIOEMCTS001",
          message: "The mail server did not accept the message at once; it is retried until the link expires.",
        };
  } catch (error) {
    if (!isServiceError(error)) throw error;
    outcome = { sent: false, code: error.code, message: error.message };
  }
  const details = {
    ...outcome,
    message: personal(outcome.message),
    email: personal(recipient.email),
    recipient: recipient.isApplicants ? "applicant" : "other",
    ...(recipient.reason ? { reason: personal(recipient.reason) } : {}),
  };
  await recordStaffAction(db, { actor: staff, action: "link-resent", target: { type: "process", id: processId }, details, request }, now);
  return outcome;
}
