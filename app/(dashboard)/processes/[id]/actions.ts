"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import type { Outcome } from "@/lib/desk/decision-reasons";
import { installationDecisionPolicy } from "@/lib/desk/decisions";
import { desk } from "@/lib/desk/desk";
import { AppError } from "@/lib/errors";
import type { ActionState } from "@/lib/server-actions/action-state";
import { deskAction } from "@/lib/server-actions/form-actions";
import { ZFormText } from "@/lib/server-actions/form-fields";

const ZProcessForm = z.object({ processId: ZFormText });
const ZNoteForm = ZProcessForm.extend({ body: ZFormText, noteId: ZFormText });

export const addNoteAction = deskAction(ZNoteForm, async ({ processId, body }, staff) => {
  await desk.addNote(staff, { processId, body });
  return { message: "Note added." };
});

export const editNoteAction = deskAction(ZNoteForm, async ({ noteId, body }, staff) => {
  await desk.editNote(staff, { noteId, body });
  return { message: "Note updated; the earlier text is kept." };
});

export const decideAction = deskAction(
  ZProcessForm.extend({ reason: ZFormText, comment: ZFormText }),
  async ({ processId, reason, comment }, staff, request) => {
    const [outcome, reasonCode] = reason.split(":") as [Outcome, string];
    const input = { processId, outcome, reasonCode: reasonCode ?? "", comment };
    const decision = await desk.decideProcess(staff, input, installationDecisionPolicy(), new Date(), request);
    if (decision.status === "pending") return { message: "Decision recorded; it becomes final when a second reviewer confirms it." };
    return { message: decision.resubmission ? `Decision recorded. ${decision.resubmission.message}` : "Decision recorded." };
  },
);

export const confirmDecisionAction = deskAction(ZProcessForm.extend({ decisionId: ZFormText }), async ({ decisionId }, staff, request) => {
  const resubmission = await desk.confirmDecision(staff, decisionId, new Date(), request);
  return { message: resubmission ? `Decision confirmed: it is final. ${resubmission.message}` : "Decision confirmed: it is final." };
});

export const resendLinkAction = deskAction(
  ZProcessForm.extend({ email: ZFormText, reason: ZFormText }),
  async ({ processId, email, reason }, staff, request) => {
    const outcome = await desk.resendProcessLink(staff, { processId, email, reason }, request);
    const message = `${outcome.sent ? "Sent" : "Not sent"}: ${outcome.message} (${outcome.code})`;
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
