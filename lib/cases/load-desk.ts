import "server-only";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { staffPolicy } from "@/lib/records/personal-data-policy";
import { remoteSource } from "@/lib/records/remote-process-records";
import { can } from "@/lib/security/roles";
import { readInstallationSettings } from "@/lib/settings/installation-settings";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { isLiveCall } from "@/lib/steps/videoconference/action-types";
import { type CallAvailability, callAvailability } from "../video-calls/room/call-room";
import { processActivityView } from "./activity";
import { applicantMessages } from "./contact/applicant-messages";
import { remoteContactAndCall } from "./contact/remote-contact";
import { applicantContact } from "./contact/resend-link";
import { loadDecisionReasons } from "./decisions/decision-reasons";
import { decisionHistory } from "./decisions/decisions";
import { listNotes } from "./notes";

async function localContactAndCall(db: Db, processId: string, hasCallStep: boolean) {
  const [contact, call] = await Promise.all([
    applicantContact(db, processId),
    hasCallStep ? callAvailability(db, processId) : Promise.resolve<CallAvailability>({ canJoin: false }),
  ]);
  return { contact, call };
}

/**
 * Everything the desk part of a process page shows, read in parallel, for a process the page has already read;
 * notes, comments, the applicant's contact and audit details as the staff member's personal-data policy allows.
 */
export async function loadDesk(db: Db, staff: Staff, process: { id: string; status: string; flowActions: string[] }) {
  const processId = process.id;
  const policy = staffPolicy(staff);
  const hasCallStep = process.flowActions.some(isLiveCall);
  const source = remoteSource();
  const [notes, decisions, { contact, call }, activity, settings, messages] = await Promise.all([
    listNotes(db, staff, processId),
    decisionHistory(db, processId),
    source ? remoteContactAndCall(db, source, processId, hasCallStep) : localContactAndCall(db, processId, hasCallStep),
    processActivityView(db, processId, policy),
    readInstallationSettings(db),
    // Remote mode: the remote service sends the applicant's messages; none are kept here.
    source ? [] : applicantMessages(db, processId, policy),
  ]);
  return {
    processId,
    isFinished: process.status === "finished",
    canAct: can(staff.role, "records:act"),
    canExport: can(staff.role, "records:export"),
    staffId: staff.id,
    fourEyes: env().FOUR_EYES,
    reasons: loadDecisionReasons(),
    isPersonalDataMasked: policy.isMasked,
    notes: notes.map(policy.note),
    decisions: decisions.map(policy.decision),
    contact: policy.contact(contact),
    allowResendToOtherAddress: settings.allowResendToOtherAddress,
    hasCallStep,
    call,
    /** Remote mode: the link and the call go through the remote service's API; the call itself is held there. */
    isRemote: source !== null,
    activity,
    /** Each SMS and e-mail sent to the applicant, with its delivery (the contact panel, the code's panel, the timeline). */
    messages,
  };
}

export type DeskData = Awaited<ReturnType<typeof loadDesk>>;
