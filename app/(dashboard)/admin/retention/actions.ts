"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormText } from "@/lib/actions/form-fields";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { logger } from "@/lib/observability/logger";
import { retention } from "@/lib/retention/retention";

const ZProcessReason = z.object({ processId: ZFormText, reason: ZFormText });
const words = async () => (await getDictionary()).t.retention;
const ZDays = z.coerce.number().int().min(1);

// Erasure and holds write their own audit entries, in the transaction of the change.
export const eraseProcessAction = adminAction("process-erased", ZProcessReason, async ({ processId, reason }, staff, request) => {
  const result = await retention.eraseProcess({ processId, reason, trigger: "request", actor: staff, request });
  if (result.wal === "busy")
    logger.warn({ processId }, "SQLite's WAL still holds the erased rows' older pages; the next erasure or retention run empties it");
  return { message: fillText((await words()).erased, { processId, files: result.files }) };
});

export const placeLegalHoldAction = adminAction("legal-hold-placed", ZProcessReason, async ({ processId, reason }, staff, request) => {
  await retention.placeLegalHold(staff, { processId, reason }, request);
  return { message: fillText((await words()).held, { processId }) };
});

export const liftLegalHoldAction = adminAction(
  "legal-hold-lifted",
  z.object({ processId: ZFormText }),
  async ({ processId }, staff, request) => {
    await retention.liftLegalHold(staff, processId, request);
    return { message: fillText((await words()).lifted, { processId }) };
  },
);

export const setRetentionPolicyAction = adminAction(
  "retention-policy-set",
  z.object({ accountId: ZFormText, keepDays: ZDays, unfinishedDays: ZDays }),
  async ({ accountId, keepDays, unfinishedDays }, staff) => {
    await retention.setRetentionPolicy(accountId, { keepDays, unfinishedDays }, staff.email);
    return {
      message: fillText((await words()).policySet, { accountId, keepDays, unfinishedDays }),
      audit: { target: { type: "account", id: accountId }, details: { keepDays, unfinishedDays } },
    };
  },
);
