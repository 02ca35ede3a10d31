"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/actions/form-fields";
import { queueDesk } from "@/lib/cases/queue/queue-desk";
import type { TCaseTag } from "@/lib/cases/queue/tags";
import { riskRulesFromForm } from "@/lib/cases/risk/risk-rules-form";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";

const results = async () => (await getDictionary()).t.results.queue;

export const setSlaPolicyAction = adminAction(
  "sla-policy-changed",
  z.object({ scope: ZFormText, hours: ZFormText, businessHours: ZFormFlag }),
  async (input, staff) => {
    const [policy, words] = await Promise.all([queueDesk.setSlaPolicy(staff, input), results()]);
    return {
      message: fillText(policy.businessHours ? words.slaBusiness : words.sla, { scope: policy.scope, hours: policy.hours }),
      audit: { target: { type: "sla-policy", id: policy.scope }, details: { hours: policy.hours, businessHours: policy.businessHours } },
    };
  },
);

export const saveRiskRulesAction = adminAction("risk-rules-changed", z.record(z.string(), z.string()), async (fields, staff) => {
  const saved = await queueDesk.saveRiskRules(staff, riskRulesFromForm(fields));
  return {
    message: fillText((await results()).riskRulesSaved, { version: saved.version }),
    audit: { target: { type: "risk-rules", id: String(saved.version) }, details: { version: saved.version } },
  };
});

export const createTagAction = adminAction("tag-created", z.object({ name: ZFormText, colour: ZFormText }), async (input, staff) => {
  const tag = await queueDesk.createTag(staff, input as TCaseTag);
  return {
    message: fillText((await results()).tagCreated, { name: tag.name }),
    audit: { target: { type: "tag", id: tag.id }, details: { name: tag.name } },
  };
});

export const deleteTagAction = adminAction("tag-deleted", z.object({ tagId: ZFormText }), async ({ tagId }, staff) => {
  await queueDesk.deleteTag(staff, tagId);
  return { message: (await results()).tagDeleted, audit: { target: { type: "tag", id: tagId } } };
});
