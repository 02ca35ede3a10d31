import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import type { Db } from "@/lib/db/client";
import { isServiceError } from "@/lib/service/contract/service-error";
import { deviceFromUserAgent } from "@/lib/service/device";
import { sendProcessLink } from "@/lib/service/email/send-process-link";
import { createProcess } from "@/lib/service/processes/create-process";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { applicantContact } from "../contact/resend-link";

type Request = { ip: string | null; userAgent: string | null };

export type Resubmission = { newProcessId: string | null; sent: boolean; message: string };

/**
 * What a final "request resubmission" decision does: a new process of the account's active flow under the
 * same reference, and its link sent to the applicant named in the old process's form step.
 */
export async function requestResubmission(
  db: Db,
  staff: Staff,
  processId: string,
  request: Request,
  now = new Date(),
): Promise<Resubmission> {
  const old = await db.process.findUniqueOrThrow({
    where: { id: processId },
    select: { accountId: true, appId: true, credentialId: true, reference: true, lang: true },
  });
  const caller = { accountId: old.accountId, appId: old.appId, credentialId: old.credentialId };
  const contact = await applicantContact(db, processId);
  let outcome: Resubmission;
  try {
    const created = await createProcess({
      db,
      context: { ...caller, device: deviceFromUserAgent(request.userAgent), now },
      reference: old.reference ?? undefined,
      acceptLanguage: old.lang,
      isResubmission: true,
    });
    if (!contact.email || !contact.name) {
      outcome = {
        newProcessId: created.processId,
        sent: false,
        message: "No e-mail in the form step: send the new process's link from its page.",
      };
    } else {
      const { success } = await sendProcessLink({ db, caller, body: { template: "link", processId: created.processId, ...contact }, now });
      outcome = {
        newProcessId: created.processId,
        sent: success,
        message: success
          ? `Link to the new process sent to ${contact.email}.`
          : "The mail server did not accept the message at once; it is retried until the link expires.",
      };
    }
  } catch (error) {
    if (!isServiceError(error)) throw error;
    outcome = { newProcessId: null, sent: false, message: `No new process could be started: ${error.message} (${error.code}).` };
  }
  await recordStaffAction(
    db,
    {
      actor: staff,
      action: "resubmission-requested",
      target: { type: "process", id: processId },
      details: { ...outcome, message: personal(outcome.message) },
      request,
    },
    now,
  );
  return outcome;
}
