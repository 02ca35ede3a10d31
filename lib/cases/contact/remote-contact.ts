import type { z } from "zod";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import type { Db } from "@/lib/db/client";
import { RemoteServiceError } from "@/lib/records/remote/remote-client";
import { lookUpRemoteProcess, type RemoteLookUp, type RemoteSource, remoteSource } from "@/lib/records/remote-process-records";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { typeNames } from "@/lib/steps/common/type-table";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { DeskError, deskError } from "../errors";
import { assertResendAllowed, contactOfPayload, type ResendOutcome, resendInput, resendProcessLink, type ZResendLink } from "./resend-link";

const FORM_NAMES: string[] = typeNames(FORM_TYPES);

import type { CallAvailability } from "../../video-calls/room/call-room";

/** Name and e-mail from the remote record's latest passed form step, as applicantContact reads a local one. */
function contactInRecord(record: ProcessRecordView): { name: string; email: string } {
  const form = record.data.findLast((d) => d.status && FORM_NAMES.includes(d.action));
  return contactOfPayload(form?.payload);
}

async function lookUpOrThrow(db: Db, source: RemoteSource, processId: string): Promise<RemoteLookUp> {
  const found = await lookUpRemoteProcess(db, source, processId);
  if (!found) throw deskError("not-found", "noRemoteAccountReads");
  return found;
}

/** The process page's contact panel in remote mode: the applicant's address from the remote record, and the spec's canjoin. */
export async function remoteContactAndCall(
  db: Db,
  source: RemoteSource,
  processId: string,
  hasCallStep: boolean,
): Promise<{ contact: { name: string; email: string }; call: CallAvailability }> {
  try {
    const found = await lookUpOrThrow(db, source, processId);
    const call = hasCallStep ? await found.client.canJoin(found.record.appId, processId) : { canJoin: false };
    return { contact: contactInRecord(found.record), call };
  } catch (error) {
    if (!(error instanceof RemoteServiceError || error instanceof DeskError)) throw error;
    return {
      contact: { name: "", email: "" },
      call: { canJoin: false, reason: (error instanceof DeskError && error.text) || error.message },
    };
  }
}

/** The desk's resend: through the remote service's API in remote mode, else through this service's own send-email. */
export async function resendLink(
  db: Db,
  staff: Staff,
  input: z.input<typeof ZResendLink>,
  request: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<ResendOutcome> {
  const source = remoteSource();
  if (!source) return resendProcessLink(db, staff, input, request, now);
  return resendRemoteLink(db, staff, source, resendInput(staff, input), request, now);
}

/**
 * Resends the applicant's link through the remote service's send-email (template `link`), as the process's own
 * application, to the address the applicant gave there; limited and audited as a local resend is.
 */
export async function resendRemoteLink(
  db: Db,
  staff: Staff,
  source: RemoteSource,
  input: z.output<typeof ZResendLink>,
  request: { ip: string | null; userAgent: string | null },
  now: Date,
): Promise<ResendOutcome> {
  const { processId } = input;
  const found = await lookUpOrThrow(db, source, processId);
  if (found.record.status === "finished") throw deskError("invalid", "noLinkToResend");
  const contact = contactInRecord(found.record);
  const typed = input.email?.trim() ?? "";
  if (typed && typed.toLowerCase() !== contact.email.toLowerCase()) throw deskError("invalid", "remoteLinkOwnAddress");
  if (!contact.email) throw deskError("invalid", "noEmailOnRecord");
  await assertResendAllowed(db, processId, now);

  let outcome: ResendOutcome;
  try {
    const body = { processId, email: contact.email, name: contact.name || contact.email };
    const { sent } = await found.client.sendLink(found.record.appId, body);
    outcome = sent
      ? { sent: true, code: "BIOEMCTS001", message: `Link sent to ${contact.email} by the remote service.` }
      : { sent: false, code: "BIOEMCTS001", message: "The remote service's mail server did not accept the message." };
  } catch (error) {
    if (!(error instanceof RemoteServiceError)) throw error;
    outcome = { sent: false, code: error.code, message: error.message };
  }
  const details = { ...outcome, message: personal(outcome.message), email: personal(contact.email), recipient: "applicant", remote: true };
  await recordStaffAction(db, { actor: staff, action: "link-resent", target: { type: "process", id: processId }, details, request }, now);
  return outcome;
}
