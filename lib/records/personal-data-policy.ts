import { env } from "@/lib/env";
import type { Finding } from "@/lib/findings/finding";
import { can, type Role } from "@/lib/security/roles";
import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { maskedValuesOfRecord, maskedValuesOfStep, maskFields, maskProcessRecord } from "./mask-personal-data";

type NoteLike = { body: string; revisions: { body: string }[] };
type AuditEntryLike = { targetType: string | null; details: string };

/**
 * What a staff member sees of an applicant's data, for each kind of output. Every path that serves
 * personal data (record page, files, audit bundle, exports, list, search, notes, decisions, audit log)
 * asks this and nothing else.
 */
export type PersonalDataPolicy = {
  isMasked: boolean;
  /** Stored files (document images, photos, videos, signed documents, the evidence PDF): served, or withheld whole. */
  canReadFileBytes: boolean;
  record: (record: ProcessRecordView) => ProcessRecordView;
  /**
   * A case's findings, read from the unmasked record so every reader sees the same ones: their personal values masked,
   * their details masked like the record's messages (dropped when the record is not at hand).
   */
  findings: (findings: Finding[], record?: ProcessRecordView) => Finding[];
  /** The process reference: the client's own identifier for the applicant. */
  reference: (reference: string | null) => string | null;
  /** Notes and decision comments: free text cannot be parsed for personal data, so it is masked whole, word by word. */
  note: <T extends NoteLike>(note: T) => T;
  decision: <T extends { comment: string }>(decision: T) => T;
  /** The applicant's contact details outside the record (the desk's resend form). */
  contact: <T extends object>(contact: T) => T;
  /** A list, search, export or scheduled-call row. */
  row: <T extends object>(row: T) => T;
  /** A step's error message as an export's failure: the values its step masks, masked where it repeats them. */
  failureReason: (step: Pick<StepRecordView, "payload" | "provider">, message: string) => string;
  /** Entries about a process or an export; entries about staff, accounts and flows hold no applicant's data. */
  auditEntry: <T extends AuditEntryLike>(entry: T) => T;
  /** A sealed personal value of an audit entry (a reviewer's free text, an applicant's address), masked whole as free text. */
  auditPersonalValue: (value: string) => string;
  /** An ongoing-screening alert: whom the applicant may be, and the reviewer's reason. */
  screeningAlert: <T extends object>(alert: T) => T;
  /** A message sent to the applicant: its recipient, and the delivery's words about it. */
  applicantMessage: <T extends object>(message: T) => T;
};

export const PERSONAL_DATA_SHOWN: PersonalDataPolicy = {
  isMasked: false,
  canReadFileBytes: true,
  record: (record) => record,
  findings: (findings) => findings,
  reference: (reference) => reference,
  note: (note) => note,
  decision: (decision) => decision,
  contact: (contact) => contact,
  row: (row) => row,
  failureReason: (_step, message) => message,
  auditEntry: (entry) => entry,
  auditPersonalValue: (value) => value,
  screeningAlert: (alert) => alert,
  applicantMessage: (message) => message,
};

/** Every surface through the one table (personal-data-fields.ts): nothing here decides what a field is. */
export const PERSONAL_DATA_MASKED: PersonalDataPolicy = {
  isMasked: true,
  canReadFileBytes: false,
  record: maskProcessRecord,
  findings: (findings, record) =>
    record
      ? maskFields("findings", findings, maskedValuesOfRecord(record))
      : maskFields(
          "findings",
          findings.map((f) => ({ ...f, details: [] })),
        ),
  reference: (reference) => maskFields("reference", reference),
  note: (note) => maskFields("note", note),
  decision: (decision) => maskFields("decision", decision),
  contact: (contact) => maskFields("contact", contact),
  row: (row) => maskFields("row", row),
  failureReason: (step, message) => maskFields("row.failureReason", message, maskedValuesOfStep(step)),
  auditEntry: (entry) =>
    entry.targetType === null || entry.targetType === "process"
      ? { ...entry, details: JSON.stringify(maskFields("auditEntry.details", JSON.parse(entry.details))) }
      : entry,
  auditPersonalValue: (value) => maskFields("auditPersonalValue", value),
  screeningAlert: (alert) => maskFields("screeningAlert", alert),
  applicantMessage: (message) => maskFields("applicantMessage", message),
};

/** Masked for roles that may not read personal data (auditors) unless the installation turned masking off. */
export function personalDataPolicy({ role, maskForAuditors }: { role: Role; maskForAuditors: boolean }): PersonalDataPolicy {
  return can(role, "personal-data:read") || !maskForAuditors ? PERSONAL_DATA_SHOWN : PERSONAL_DATA_MASKED;
}

/** The policy for a signed-in staff member under this installation's MASK_PERSONAL_DATA_FOR_AUDITORS. */
export function staffPolicy(staff: { role: Role }): PersonalDataPolicy {
  return personalDataPolicy({ role: staff.role, maskForAuditors: env().MASK_PERSONAL_DATA_FOR_AUDITORS });
}
