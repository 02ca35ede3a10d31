"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import type { Outcome } from "@/lib/desk/decision-reasons";
import { installationDecisionPolicy } from "@/lib/desk/decisions";
import { desk } from "@/lib/desk/desk";
import { AppError } from "@/lib/errors";
import type { ActionState } from "@/lib/server-actions/action-state";
import { DESK_ACTION } from "@/lib/server-actions/callers";
import { formFields, ZFormText } from "@/lib/server-actions/form-fields";
import { runServerAction } from "@/lib/server-actions/run-server-action";

const ZProcessForm = z.object({ processId: ZFormText });
const ZNoteForm = ZProcessForm.extend({ body: ZFormText, noteId: ZFormText });
const ZDecisionForm = ZProcessForm.extend({ reason: ZFormText, comment: ZFormText });
const ZConfirmForm = ZProcessForm.extend({ decisionId: ZFormText });
const ZResendForm = ZProcessForm.extend({ email: ZFormText, name: ZFormText });
const ZCallOutcomeForm = ZProcessForm.extend({ verdict: ZFormText, note: ZFormText });

export async function addNoteAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...DESK_ACTION,
    schema: ZNoteForm,
    input: formFields(form),
    async work({ processId, body }, staff) {
      await desk.addNote(staff, { processId, body });
      return { message: "Note added." };
    },
  });
}

export async function editNoteAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...DESK_ACTION,
    schema: ZNoteForm,
    input: formFields(form),
    async work({ noteId, body }, staff) {
      await desk.editNote(staff, { noteId, body });
      return { message: "Note updated; the earlier text is kept." };
    },
  });
}

export async function decideAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...DESK_ACTION,
    schema: ZDecisionForm,
    input: formFields(form),
    async work({ processId, reason, comment }, staff, request) {
      const [outcome, reasonCode] = reason.split(":") as [Outcome, string];
      const input = { processId, outcome, reasonCode: reasonCode ?? "", comment };
      const decision = await desk.decideProcess(staff, input, installationDecisionPolicy(), new Date(), request);
      if (decision.status === "pending") return { message: "Decision recorded; it becomes final when a second reviewer confirms it." };
      return { message: decision.resubmission ? `Decision recorded. ${decision.resubmission.message}` : "Decision recorded." };
    },
  });
}

export async function confirmDecisionAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...DESK_ACTION,
    schema: ZConfirmForm,
    input: formFields(form),
    async work({ decisionId }, staff, request) {
      const resubmission = await desk.confirmDecision(staff, decisionId, new Date(), request);
      return { message: resubmission ? `Decision confirmed: it is final. ${resubmission.message}` : "Decision confirmed: it is final." };
    },
  });
}

export async function resendLinkAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...DESK_ACTION,
    schema: ZResendForm,
    input: formFields(form),
    async work({ processId, email, name }, staff, request) {
      const outcome = await desk.resendProcessLink(staff, { processId, email, name }, request);
      const message = `${outcome.sent ? "Sent" : "Not sent"}: ${outcome.message} (${outcome.code})`;
      if (!outcome.sent) throw new AppError("conflict", message);
      return { message };
    },
  });
}

export async function openCallAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const result = await runServerAction({
    ...DESK_ACTION,
    schema: ZProcessForm,
    input: formFields(form),
    async work({ processId }, staff, request) {
      await desk.openVideoconference(staff, processId, request);
      return { processId };
    },
  });
  if (result.ok) redirect(`/processes/${encodeURIComponent(result.processId)}/call`);
  return result;
}

export async function completeCallAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const result = await runServerAction({
    ...DESK_ACTION,
    schema: ZCallOutcomeForm,
    input: formFields(form),
    async work({ processId, verdict, note }, staff, request) {
      const done = await desk.completeVideoconference(staff, { processId, passed: verdict === "passed", note }, request);
      return { processId, outcome: done.negativeFinish ? "negative" : done.outcome };
    },
  });
  if (result.ok) redirect(`/processes/${encodeURIComponent(result.processId)}/call?done=${result.outcome}`);
  return result;
}
