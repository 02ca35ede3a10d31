"use server";

import type { ActionState } from "@/lib/actions/action-state";
import { runServerAction } from "@/lib/actions/run-server-action";
import { auditLog } from "@/lib/audit/audit-log";
import { AppError } from "@/lib/errors";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { requireStaff } from "@/lib/staff-auth/guards";

export async function verifyChainAction(_state: ActionState): Promise<ActionState> {
  return runServerAction({
    caller: () => requireStaff("audit:read"),
    async work(_input, staff, request) {
      const [verdict, { t }] = await Promise.all([auditLog.verifyAuditChain(), getDictionary()]);
      await auditLog.recordStaffAction({ actor: staff, action: "audit-chain-verified", details: { ok: verdict.ok }, request });
      if (!verdict.ok)
        throw new AppError("conflict", fillText(t.results.audit.broken, { entry: verdict.brokenAt, reason: verdict.reason }));
      return { message: fillText(t.results.audit.intact, { entries: verdict.entries }) };
    },
  });
}
