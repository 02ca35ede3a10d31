import type { ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { fileIdFromUrl } from "@/lib/steps/common/review/file-links";
import type { ImageRole, RecordFacts, RecordLike } from "./common/step-reader";
import { readerOf } from "./step-readers";

/** What one record says of the applicant, read by its family. */
export function factsOf(record: RecordLike): RecordFacts {
  return readerOf(record.action).facts(record);
}

/** What each stored image of the process shows (selfie, document portrait, enrolled template…), by file id. */
export function fileRoles(record: ProcessRecordView): Map<string, ImageRole> {
  const roles = new Map<string, ImageRole>();
  for (const step of record.data)
    for (const [role, url] of Object.entries(factsOf(step).images ?? {})) {
      const fileId = fileIdFromUrl(url);
      if (fileId) roles.set(fileId, role as ImageRole);
    }
  return roles;
}

/** The applicant as the process knows them, the newest passed record winning: what the agent, the queue and the header show. */
export type ApplicantFacts = {
  name?: string;
  birthDate?: string;
  email?: string;
  document?: NonNullable<RecordFacts["document"]>;
  /** The portrait cropped from the latest document's photo, and that document's front (file URLs). */
  portrait?: string;
  documentFront?: string;
  selfie?: string;
};

/** The applicant's facts from the records that passed their check (a failed reading says nothing reliable), newest last. */
export function applicantFacts(records: readonly StepRecordView[]): ApplicantFacts {
  const facts: ApplicantFacts = {};
  for (const record of records) {
    if (!record.status) continue;
    const read = factsOf(record);
    if (read.name && !facts.name) facts.name = read.name;
    if (read.email) facts.email = read.email;
    if (read.birthDate) facts.birthDate = read.birthDate;
    if (read.document) facts.document = read.document;
    // The portrait and the front of one document: a newer document without a crop does not keep an older one's.
    if (read.images?.["document-front"] || read.images?.["document-portrait"]) {
      facts.portrait = read.images["document-portrait"];
      facts.documentFront = read.images["document-front"];
    }
    if (read.images?.selfie) facts.selfie = read.images.selfie;
  }
  facts.name ??= facts.document?.name;
  facts.birthDate ??= facts.document?.birthDate;
  return facts;
}
