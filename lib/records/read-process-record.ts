import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { caseFindings } from "@/lib/cases/case-findings";
import type { Db } from "@/lib/db/client";
import type { Finding } from "@/lib/findings/finding";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { applicantFacts } from "@/lib/steps/record-facts";
import type { PersonalDataPolicy } from "./personal-data-policy";
import type { ProcessRecordPage, ProcessRecords } from "./types";

/** The record as the reader may see it, with the case's findings (read from the whole record, then masked alike). */
export type ReadRecordResult = ProcessRecordPage & { isMasked: boolean; findings: Finding[]; applicantName: string | null };

/**
 * A staff member reads one record: the view is written to the staff audit log before anything is shown,
 * and the applicant's data is shown as the reader's policy allows.
 */
export async function readProcessRecord({
  db,
  records,
  staff,
  processId,
  request,
  policy,
  isView = true,
  isLocal = true,
}: {
  db: Db;
  records: ProcessRecords;
  staff: Staff;
  processId: string;
  request: { ip: string | null; userAgent: string | null };
  policy: PersonalDataPolicy;
  /** False for a re-render of a page already viewed (after a server action): nothing is written. */
  isView?: boolean;
  /** False in remote mode: no duplicates, attempt comparisons or screening alerts are kept here. */
  isLocal?: boolean;
}): Promise<ReadRecordResult | null> {
  const page = await records.get(processId);
  if (!page) return null;
  if (isView)
    await recordStaffAction(db, {
      actor: { id: staff.id, email: staff.email },
      action: "record-viewed",
      target: { type: "process", id: processId },
      request,
    });
  const findings = await caseFindings(db, page.record, isLocal);
  const { name } = policy.row({ reference: null, name: applicantFacts(page.record.data).name ?? null });
  return {
    ...page,
    applicantName: name ?? null,
    record: policy.record(page.record),
    findings: policy.findings(findings, page.record),
    reference: policy.reference(page.reference),
    isMasked: policy.isMasked,
  };
}
