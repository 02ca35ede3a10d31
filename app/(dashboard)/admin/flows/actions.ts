"use server";

import { z } from "zod";
import { AppError } from "@/lib/errors";
import { provisioning } from "@/lib/provisioning/provisioning";
import type { ActionState } from "@/lib/server-actions/action-state";
import { ADMIN_CHANGE } from "@/lib/server-actions/callers";
import { formFields, ZFormFlag, ZFormText } from "@/lib/server-actions/form-fields";
import { runServerAction } from "@/lib/server-actions/run-server-action";

const ZImportFlowForm = z.object({ accountId: ZFormText, definition: ZFormText, activate: ZFormFlag });
const ZFlowActiveForm = z.object({ flowId: ZFormText, active: ZFormFlag });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", "The flow is not valid JSON.");
  }
}

export async function importFlowAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZImportFlowForm,
    input: formFields(form),
    audit: "admin-flow-imported",
    async work({ accountId, definition, activate }) {
      const flow = await provisioning.importFlow({ accountId, definition: parseJson(definition), activate });
      return { message: `Imported flow ${flow.id}.`, audit: { target: { type: "flow", id: flow.id }, details: { accountId } } };
    },
  });
}

export async function setFlowActiveAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZFlowActiveForm,
    input: formFields(form),
    audit: ({ active }) => (active ? "admin-flow-activated" : "admin-flow-deactivated"),
    async work({ flowId, active }) {
      const flow = await provisioning.setFlowActive(flowId, active);
      return {
        message: `Flow ${active ? "activated (the account's other flows are now inactive)" : "deactivated"}.`,
        audit: { target: { type: "flow", id: flow.id } },
      };
    },
  });
}
