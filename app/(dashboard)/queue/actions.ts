"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import type { ActionState } from "@/lib/actions/action-state";
import { staffFormAction } from "@/lib/actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/actions/form-fields";
import type { Outcome } from "@/lib/cases/decisions/decision-reasons";
import { installationDecisionPolicy } from "@/lib/cases/decisions/decisions";
import type { TBulkAction } from "@/lib/cases/queue/bulk-actions";
import { queueDesk } from "@/lib/cases/queue/queue-desk";
import { AppError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";

const results = async () => (await getDictionary()).t.results.queue;

const claimNext = staffFormAction("records:act", "/queue", z.object({}), async (_input, staff, request) => {
  const processId = await queueDesk.claimNextCase(staff, new Date(), request);
  if (!processId) throw new AppError("conflict", (await results()).noCaseWaiting);
  return { processId };
});

/** "Next case": the oldest-due unassigned case becomes the caller's, and its page opens. */
export async function nextCaseAction(state: ActionState, form: FormData): Promise<ActionState> {
  const result = await claimNext(state, form);
  if (result.ok) redirect(`/processes/${encodeURIComponent(result.processId)}?from=queue`);
  return result;
}

/** "assign:<userId>", "assign:" (unassign), "tag:<id>", "untag:<id>", "decide:<outcome>:<reason>". */
async function bulkInput(choice: string, comment: string): Promise<TBulkAction> {
  const [kind = "", first = "", second = ""] = choice.split(":");
  if (kind === "assign") return { action: "assign", assigneeId: first || null };
  if (kind === "tag" || kind === "untag") return { action: "tag", tagId: first, isOn: kind === "tag" };
  if (kind === "decide") return { action: "decide", outcome: first as Outcome, reasonCode: second, comment };
  throw new AppError("invalid", (await results()).chooseAction);
}

export const bulkAction = staffFormAction(
  "records:act",
  "/queue",
  z.object({ processIds: ZFormText, choice: ZFormText, comment: ZFormText }),
  async ({ processIds, choice, comment }, staff, request) => {
    const ids = processIds.split(",").filter(Boolean);
    const summary = await queueDesk.runBulkAction(staff, ids, await bulkInput(choice, comment), installationDecisionPolicy(), request);
    const message = fillText((await results()).bulkDone, { done: summary.succeeded.length, refused: summary.refused.length });
    return { summary, message };
  },
);

export const saveViewAction = staffFormAction(
  "records:read",
  "/queue",
  z.object({ name: ZFormText, path: ZFormText, isShared: ZFormFlag }),
  async (input, staff) => {
    const view = await queueDesk.saveView(staff, input);
    return { message: fillText((await results()).viewSaved, { name: view.name }) };
  },
);

export const deleteViewAction = staffFormAction("records:read", "/queue", z.object({ viewId: ZFormText }), async ({ viewId }, staff) => {
  await queueDesk.deleteSavedView(staff, viewId);
  return { message: (await results()).viewRemoved };
});
