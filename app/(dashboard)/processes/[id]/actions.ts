"use server";

import { redirect } from "next/navigation";
import type { ActionState } from "@/lib/action-state";
import { db } from "@/lib/db/client";
import { loadDecisionReasons, type Outcome } from "@/lib/desk/decision-reasons";
import { confirmDecision, decideProcess } from "@/lib/desk/decisions";
import { addNote, editNote } from "@/lib/desk/notes";
import { resendProcessLink } from "@/lib/desk/resend-link";
import { formText, runDeskAction } from "@/lib/desk/run-desk-action";
import { completeVideoconference, openVideoconference } from "@/lib/desk/videoconference";
import { env } from "@/lib/env";

export async function addNoteAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const processId = formText(form, "processId");
  return runDeskAction(processId, async (staff) => {
    await addNote(db(), staff, { processId, body: formText(form, "body") });
    return "Note added.";
  });
}

export async function editNoteAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runDeskAction(formText(form, "processId"), async (staff) => {
    await editNote(db(), staff, { noteId: formText(form, "noteId"), body: formText(form, "body") });
    return "Note updated; the earlier text is kept.";
  });
}

export async function decideAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const processId = formText(form, "processId");
  return runDeskAction(processId, async (staff, request) => {
    const [outcome, reasonCode] = formText(form, "reason").split(":") as [Outcome, string];
    const decision = await decideProcess(
      db(),
      staff,
      { processId, outcome, reasonCode: reasonCode ?? "", comment: formText(form, "comment") },
      { fourEyes: env().FOUR_EYES, reasons: loadDecisionReasons() },
      new Date(),
      request,
    );
    if (decision.status === "pending") return "Decision recorded; it becomes final when a second reviewer confirms it.";
    return decision.resubmission ? `Decision recorded. ${decision.resubmission.message}` : "Decision recorded.";
  });
}

export async function confirmDecisionAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runDeskAction(formText(form, "processId"), async (staff, request) => {
    const resubmission = await confirmDecision(db(), staff, formText(form, "decisionId"), new Date(), request);
    return resubmission ? `Decision confirmed: it is final. ${resubmission.message}` : "Decision confirmed: it is final.";
  });
}

export async function resendLinkAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const processId = formText(form, "processId");
  const result = await runDeskAction(processId, async (staff, request) => {
    const outcome = await resendProcessLink(
      db(),
      staff,
      { processId, email: formText(form, "email"), reason: formText(form, "reason") },
      request,
    );
    return `${outcome.sent ? "Sent" : "Not sent"}: ${outcome.message} (${outcome.code})`;
  });
  return result.message?.startsWith("Not sent") ? { error: result.message } : result;
}

export async function openCallAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const processId = formText(form, "processId");
  const result = await runDeskAction(processId, async (staff, request) => {
    await openVideoconference(db(), staff, processId, request);
    return "Joined.";
  });
  if (result.ok) redirect(`/processes/${encodeURIComponent(processId)}/call`);
  return result;
}

export async function completeCallAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const processId = formText(form, "processId");
  let outcome = "";
  const result = await runDeskAction(processId, async (staff, request) => {
    const done = await completeVideoconference(
      db(),
      staff,
      { processId, passed: formText(form, "verdict") === "passed", note: formText(form, "note") },
      request,
    );
    outcome = done.negativeFinish ? "negative" : done.outcome;
    return outcome;
  });
  if (result.ok) redirect(`/processes/${encodeURIComponent(processId)}/call?done=${outcome}`);
  return result;
}
