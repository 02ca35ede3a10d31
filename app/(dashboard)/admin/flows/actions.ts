"use server";

import { field, runAdminAction } from "@/lib/admin/run-admin-action";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { importFlow, setFlowActive } from "@/lib/provisioning/flows";
import type { ActionState } from "@/lib/server-actions/action-state";

export async function importFlowAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAdminAction("admin-flow-imported", async () => {
    const accountId = field(form, "accountId");
    let definition: unknown;
    try {
      definition = JSON.parse(field(form, "definition"));
    } catch {
      throw new AppError("invalid", "The flow is not valid JSON.");
    }
    const flow = await importFlow(db(), { accountId, definition, activate: form.get("activate") === "on" });
    return { message: `Imported flow ${flow.id}.`, target: { type: "flow", id: flow.id }, details: { accountId } };
  });
}

export async function setFlowActiveAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const active = field(form, "active") === "true";
  return runAdminAction(active ? "admin-flow-activated" : "admin-flow-deactivated", async () => {
    const flow = await setFlowActive(db(), field(form, "flowId"), active);
    return {
      message: `Flow ${active ? "activated (the account's other flows are now inactive)" : "deactivated"}.`,
      target: { type: "flow", id: flow.id },
    };
  });
}
