import { processActivity } from "@/lib/audit/list-audit-entries";
import type { Db } from "@/lib/db/client";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";

/** How many audit entries the panel reads, and how many lines it shows of them once repeats are folded. */
const ENTRIES_READ = 100;
const LINES_SHOWN = 20;

/** One line of the panel: an entry, or a run of the same staff member doing the same thing (a case viewed all day). */
export type ActivityLine = {
  seq: number;
  at: Date;
  actorEmail: string;
  action: string;
  detail: string | null;
  /** How many entries the line stands for, and when the first of them was; `isCut`: more of them lie before what was read. */
  times: number;
  firstAt: Date;
  isCut: boolean;
};

type ActivityEntry = Pick<ActivityLine, "seq" | "at" | "actorEmail" | "action" | "detail">;

/** A resend to an address the applicant did not give carries its reason into the process's activity. */
function detailOf(action: string, details: string): string | null {
  if (action !== "link-resent") return null;
  const { recipient, email, reason } = JSON.parse(details) as { recipient?: string; email?: string; reason?: string };
  return recipient === "other" ? `to ${email}, an address the applicant did not give. Reason: ${reason}` : null;
}

/**
 * Folds entries, newest first, into lines: each run of one staff member's same action (with nothing said beside it)
 * becomes one line with its count and first time. `isComplete`: the entries are all there are, so no run goes on
 * before them. At most `LINES_SHOWN` lines; every entry stays in the audit log, which the panel links to.
 */
export function activityLines(entries: ActivityEntry[], isComplete: boolean): ActivityLine[] {
  const lines: ActivityLine[] = [];
  for (const entry of entries) {
    const last = lines.at(-1);
    const isRepeat = last && last.actorEmail === entry.actorEmail && last.action === entry.action && !last.detail && !entry.detail;
    if (isRepeat) {
      last.times += 1;
      last.firstAt = entry.at;
    } else lines.push({ ...entry, times: 1, firstAt: entry.at, isCut: false });
  }
  const last = lines.at(-1);
  if (last && !isComplete) last.isCut = true;
  return lines.slice(0, LINES_SHOWN);
}

/** Who viewed or acted on one process, newest first, with what the panel says beside each action (as the policy shows it). */
export async function processActivityView(db: Db, processId: string, policy: PersonalDataPolicy): Promise<ActivityLine[]> {
  const entries = (await processActivity(db, processId, policy, ENTRIES_READ)).map(policy.auditEntry);
  return activityLines(
    entries.map(({ details, seq, at, actorEmail, action }) => ({ seq, at, actorEmail, action, detail: detailOf(action, details) })),
    entries.length < ENTRIES_READ,
  );
}
