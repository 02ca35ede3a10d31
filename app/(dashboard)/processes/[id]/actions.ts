"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionState } from "@/lib/actions/action-state";
import { deskAction } from "@/lib/actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/actions/form-fields";
import type { Outcome } from "@/lib/cases/decisions/decision-reasons";
import { installationDecisionPolicy } from "@/lib/cases/decisions/decisions";
import { desk } from "@/lib/cases/desk";
import { queueDesk } from "@/lib/cases/queue/queue-desk";
import { AppError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { screening } from "@/lib/screening/screening";

const ZProcessForm = z.object({ processId: ZFormText });
const results = async () => (await getDictionary()).t.results.desk;
const ZNoteForm = ZProcessForm.extend({ body: ZFormText, noteId: ZFormText });

export const addNoteAction = deskAction(ZNoteForm, async ({ processId, body }, staff, request) => {
  await desk.addNote(staff, { processId, body }, new Date(), request);
  return { message: (await getDictionary()).t.desk.noteAdded };
});

export const editNoteAction = deskAction(ZNoteForm, async ({ noteId, body }, staff, request) => {
  await desk.editNote(staff, { noteId, body }, new Date(), request);
  return { message: (await getDictionary()).t.desk.noteUpdated };
});

async function decisionMessage(decision: Awaited<ReturnType<typeof desk.decideProcess>>): Promise<string> {
  const { t } = await getDictionary();
  if (decision.status === "pending") return t.case.decision.recordedPending;
  return decision.resubmission ? `${t.case.decision.recorded} ${decision.resubmission.message}` : t.case.decision.recorded;
}

// The form's fields as they come: the decision itself is parsed once, by the desk (ZDecide).
const decide = deskAction(
  ZProcessForm.extend({ outcome: ZFormText, reasonCode: ZFormText, comment: ZFormText, acknowledged: ZFormText, thenNext: ZFormFlag }),
  async ({ processId, outcome, reasonCode, comment, acknowledged, thenNext }, staff, request) => {
    const decision = await desk.decideProcess({
      staff,
      decision: { processId, outcome: outcome as Outcome, reasonCode, comment, acknowledged: acknowledged.split(",").filter(Boolean) },
      policy: installationDecisionPolicy(),
      request,
    });
    const nextProcessId = thenNext ? await queueDesk.claimNextCase(staff, new Date(), request) : null;
    return { message: await decisionMessage(decision), thenNext, nextProcessId };
  },
);

/** A decision; with "then take the next case" the reviewer lands on the next case (or the queue when none is left). */
export async function decideAction(state: ActionState, form: FormData): Promise<ActionState> {
  const result = await decide(state, form);
  if (result.ok && result.thenNext)
    redirect(result.nextProcessId ? `/processes/${encodeURIComponent(result.nextProcessId)}?from=queue` : "/queue");
  return result;
}

export const claimCaseAction = deskAction(ZProcessForm, async ({ processId }, staff, request) => {
  await queueDesk.assignCase(staff, { processId, assigneeId: staff.id }, new Date(), request);
  return { message: (await results()).claimed };
});

export const assignCaseAction = deskAction(
  ZProcessForm.extend({ assigneeId: ZFormText }),
  async ({ processId, assigneeId }, staff, request) => {
    const done = await queueDesk.assignCase(staff, { processId, assigneeId: assigneeId || null }, new Date(), request);
    const words = await results();
    return { message: done.assigneeEmail ? fillText(words.assigned, { email: done.assigneeEmail }) : words.unassigned };
  },
);

export const tagCaseAction = deskAction(
  ZProcessForm.extend({ tagId: ZFormText, isOn: ZFormFlag }),
  async ({ processId, tagId, isOn }, staff, request) => {
    await queueDesk.setCaseTag(staff, { processId, tagId, isOn }, new Date(), request);
    const words = await results();
    return { message: isOn ? words.tagAdded : words.tagRemoved };
  },
);

export const recomputeRiskAction = deskAction(ZProcessForm, async ({ processId }, staff, request) => {
  const risk = await queueDesk.recomputeRisk(staff, processId, new Date(), request);
  return { message: fillText((await results()).risk, { level: risk.level, score: risk.score, version: risk.rulesVersion }) };
});

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

export const resolveScreeningAlertAction = deskAction(
  ZProcessForm.extend({ alertId: ZFormText, resolution: ZFormText, reason: ZFormText }),
  async ({ alertId, resolution, reason }, staff, request) => {
    const resolved = await screening.resolveScreeningAlert(staff, { alertId, resolution: resolution as "confirmed", reason }, request);
    const words = await results();
    return { message: resolved.status === "confirmed" ? words.matchConfirmed : words.alertDismissed };
  },
);
