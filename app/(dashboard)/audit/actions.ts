"use server";

import { auditLog } from "@/lib/audit/audit-log";
import { requireStaff } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import type { ActionState } from "@/lib/server-actions/action-state";
import { runServerAction } from "@/lib/server-actions/run-server-action";

export async function verifyChainAction(_state: ActionState): Promise<ActionState> {
  return runServerAction({
    caller: () => requireStaff("audit:read"),
    async work(_input, staff, request) {
      const verdict = await auditLog.verifyAuditChain();
      await auditLog.recordStaffAction({ actor: staff, action: "audit-chain-verified", details: { ok: verdict.ok }, request });
      if (!verdict.ok) throw new AppError("conflict", `Broken at entry ${verdict.brokenAt}: ${verdict.reason}.`);
      return { message: `Intact: all ${verdict.entries} entries follow from the ones before them.` };
    },
  });
}
