import { recordStaffAction } from "@/lib/audit/record-staff-action";
import type { Staff } from "@/lib/auth/staff-session";
import type { Db } from "@/lib/db/client";
import type { ProcessRecordView } from "@/lib/service/views/process-record";
import { maskPersonalData } from "./mask";
import type { ProcessRecordPage, ProcessRecords } from "./types";

export type ReadRecordResult = ProcessRecordPage & { isMasked: boolean };

/**
 * A staff member reads one record: the view is written to the staff audit log before anything is shown,
 * and personal data is masked for auditors when the setting asks for it.
 */
export async function readProcessRecord({
  db,
  records,
  staff,
  processId,
  request,
  maskForAuditors,
}: {
  db: Db;
  records: ProcessRecords;
  staff: Staff;
  processId: string;
  request: { ip: string | null; userAgent: string | null };
  maskForAuditors: boolean;
}): Promise<ReadRecordResult | null> {
  const page = await records.get(processId);
  if (!page) return null;
  await recordStaffAction(db, {
    actor: { id: staff.id, email: staff.email },
    action: "record-viewed",
    target: { type: "process", id: processId },
    request,
  });
  const isMasked = maskForAuditors && staff.role === "auditor";
  if (!isMasked) return { ...page, isMasked };
  const record: ProcessRecordView = {
    ...page.record,
    data: page.record.data.map((step) => ({
      ...step,
      payload: maskPersonalData(step.payload) as Record<string, unknown>,
      provider: maskPersonalData(step.provider) as Record<string, unknown>,
      config: maskPersonalData(step.config) as Record<string, unknown>,
    })),
  };
  return { ...page, record, reference: page.reference, isMasked };
}
