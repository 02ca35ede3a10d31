import { processActivity } from "@/lib/audit/list-audit-entries";
import type { Db } from "@/lib/db/client";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";

/** A resend to an address the applicant did not give carries its reason into the process's activity. */
function detailOf(action: string, details: string): string | null {
  if (action !== "link-resent") return null;
  const { recipient, email, reason } = JSON.parse(details) as { recipient?: string; email?: string; reason?: string };
  return recipient === "other" ? `to ${email}, an address the applicant did not give. Reason: ${reason}` : null;
}

/** Who viewed or acted on one process, newest first, with what the panel says beside each action (as the policy shows it). */
export async function processActivityView(db: Db, processId: string, policy: PersonalDataPolicy) {
  const entries = (await processActivity(db, processId, policy)).map(policy.auditEntry);
  return entries.map(({ details, ...entry }) => ({ ...entry, detail: detailOf(entry.action, details) }));
}
