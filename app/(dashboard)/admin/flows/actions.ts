"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/actions/form-fields";
import { AppError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { provisioning } from "@/lib/provisioning/provisioning";

async function parseJson(text: string): Promise<unknown> {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", (await getDictionary()).t.results.flows.notJson);
  }
}

export const importFlowAction = adminAction(
  "admin-flow-imported",
  z.object({ accountId: ZFormText, definition: ZFormText, activate: ZFormFlag }),
  async ({ accountId, definition, activate }) => {
    const flow = await provisioning.importFlow({ accountId, definition: await parseJson(definition), activate });
    return {
      message: fillText((await getDictionary()).t.results.flows.imported, { id: flow.id }),
      audit: { target: { type: "flow", id: flow.id }, details: { accountId } },
    };
  },
);

export const setFlowActiveAction = adminAction(
  ({ active }) => (active ? "admin-flow-activated" : "admin-flow-deactivated"),
  z.object({ flowId: ZFormText, active: ZFormFlag }),
  async ({ flowId, active }) => {
    const flow = await provisioning.setFlowActive(flowId, active);
    const words = (await getDictionary()).t.results.flows;
    const message = active ? words.activated : words.deactivated;
    return { message, audit: { target: { type: "flow", id: flow.id } } };
  },
);
