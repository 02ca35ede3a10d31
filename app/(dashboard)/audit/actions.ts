"use server";

import type { VerifyState } from "@/components/audit/verify-chain-button";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import { requireStaff } from "@/lib/auth/guards";
import { db } from "@/lib/db/client";

export async function verifyChainAction(_state: VerifyState): Promise<VerifyState> {
  const staff = await requireStaff("audit:read");
  const verdict = await verifyAuditChain(db());
  await recordStaffAction(db(), { actor: staff, action: "audit-chain-verified", details: { ok: verdict.ok } });
  return verdict.ok
    ? { ok: true, verdict: `Intact: all ${verdict.entries} entries follow from the ones before them.` }
    : { ok: false, verdict: `Broken at entry ${verdict.brokenAt}: ${verdict.reason}.` };
}
