"use server";

import { z } from "zod";
import { deskAction } from "@/lib/actions/form-actions";
import { ZFormText } from "@/lib/actions/form-fields";
import { desk } from "@/lib/cases/desk";

const ZProcessForm = z.object({ processId: ZFormText });

export const markConnectedAction = deskAction(ZProcessForm, async ({ processId }, staff, request) => {
  await desk.markCallConnected(staff, processId, request);
  return {};
});

export const captureStillAction = deskAction(
  ZProcessForm.extend({ kind: ZFormText, image: z.string(), replaces: ZFormText }),
  async ({ replaces, ...input }, staff, request) => desk.captureCallStill(staff, { ...input, ...(replaces ? { replaces } : {}) }, request),
);

export const completeCallAction = deskAction(
  ZProcessForm.extend({ verdict: ZFormText, reason: ZFormText, note: ZFormText, checked: ZFormText }),
  async ({ processId, verdict, reason, note, checked }, staff, request) => {
    const input = { processId, passed: verdict === "passed", reason, note, checked: checked ? checked.split(",") : [] };
    const done = await desk.completeVideoconference(staff, input, request);
    return { outcome: done.negativeFinish ? "negative" : done.outcome };
  },
);
