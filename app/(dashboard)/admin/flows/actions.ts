"use server";

import { z } from "zod";
import { AppError } from "@/lib/errors";
import { provisioning } from "@/lib/provisioning/provisioning";
import { adminAction } from "@/lib/server-actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/server-actions/form-fields";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", "The flow is not valid JSON.");
  }
}

export const importFlowAction = adminAction(
  "admin-flow-imported",
  z.object({ accountId: ZFormText, definition: ZFormText, activate: ZFormFlag }),
  async ({ accountId, definition, activate }) => {
    const flow = await provisioning.importFlow({ accountId, definition: parseJson(definition), activate });
    return { message: `Imported flow ${flow.id}.`, audit: { target: { type: "flow", id: flow.id }, details: { accountId } } };
  },
);

export const setFlowActiveAction = adminAction(
  ({ active }) => (active ? "admin-flow-activated" : "admin-flow-deactivated"),
  z.object({ flowId: ZFormText, active: ZFormFlag }),
  async ({ flowId, active }) => {
    const flow = await provisioning.setFlowActive(flowId, active);
    const message = `Flow ${active ? "activated (the account's other flows are now inactive)" : "deactivated"}.`;
    return { message, audit: { target: { type: "flow", id: flow.id } } };
  },
);
