import { verifyAuditChain } from "@/lib/audit/verify-audit-chain";
import type { Command } from "../cli";

export const auditVerify: Command = {
  name: "audit:verify",
  usage: "audit:verify   (recomputes the staff audit hash chain; exit 1 naming the first broken entry)",
  async run({ db }) {
    const verdict = await verifyAuditChain(db);
    if (verdict.ok) return { json: verdict, human: `Audit chain intact: ${verdict.entries} entries.` };
    return {
      json: verdict,
      human: `Audit chain BROKEN at entry ${verdict.brokenAt}: ${verdict.reason} (${verdict.entries} entries before it verified).`,
      exitCode: 1,
    };
  },
};
