"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import type { Outcome } from "@/lib/desk/decision-reasons";
import { installationDecisionPolicy } from "@/lib/desk/decisions";
import { desk } from "@/lib/desk/desk";
import { AppError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import type { ActionState } from "@/lib/server-actions/action-state";
import { deskAction } from "@/lib/server-actions/form-actions";
import { ZFormText } from "@/lib/server-actions/form-fields";

const ZProcessForm = z.object({ processId: ZFormText });
const ZNoteForm = ZProcessForm.extend({ body: ZFormText, noteId: ZFormText });

export const addNoteAction = deskAction(ZNoteForm, async ({ processId, body }, staff, request) => {
  await desk.addNote(staff, { processId, body }, new Date(), request);
  return { message: (await getDictionary()).t.desk.noteAdded };
});

export const editNoteAction = deskAction(ZNoteForm, async ({ noteId, body }, staff, request) => {
  await desk.editNote(staff, { noteId, body }, new Date(), request);
  return { message: (await getDictionary()).t.desk.noteUpdated };
});

export const decideAction = deskAction(
  ZProcessForm.extend({ reason: ZFormText, comment: ZFormText, acknowledged: ZFormText }),
  async ({ processId, reason, comment, acknowledged }, staff, request) => {
    const [outcome, reasonCode] = reason.split(":") as [Outcome, string];
    const input = { processId, outcome, reasonCode: reasonCode ?? "", comment, acknowledged: acknowledged.split(",").filter(Boolean) };
    const decision = await desk.decideProcess(staff, input, installationDecisionPolicy(), new Date(), request);
    const { t } = await getDictionary();
    if (decision.status === "pending") return { message: t.case.decision.recordedPending };
    return { message: decision.resubmission ? `${t.case.decision.recorded} ${decision.resubmission.message}` : t.case.decision.recorded };
  },
);

export const confirmDecisionAction = deskAction(ZProcessForm.extend({ decisionId: ZFormText }), async ({ decisionId }, staff, request) => {
  const resubmission = await desk.confirmDecision(staff, decisionId, new Date(), request);
  const { t } = await getDictionary();
  return { message: resubmission ? `${t.case.decision.confirmedFinal} ${resubmission.message}` : t.case.decision.confirmedFinal };
});

export const resendLinkAction = deskAction(
  ZProcessForm.extend({ email: ZFormText, reason: ZFormText }),
  async ({ processId, email, reason }, staff, request) => {
    const outcome = await desk.resendProcessLink(staff, { processId, email, reason }, request);
    const { t } = await getDictionary();
    const message = `${outcome.sent ? t.desk.sent : t.desk.notSent}: ${outcome.message} (${outcome.code})`;
    if (!outcome.sent) throw new AppError("conflict", message);
    return { message };
  },
);

const openCall = deskAction(ZProcessForm, async ({ processId }, staff, request) => {
  await desk.openVideoconference(staff, processId, request);
  return { processId };
});

export async function openCallAction(state: ActionState, form: FormData): Promise<ActionState> {
  const result = await openCall(state, form);
  if (result.ok) redirect(`/processes/${encodeURIComponent(result.processId)}/call`);
  return result;
}
