import type { StepRecordView } from "@/lib/service/contract/record-view";
import { fileIdFromUrl } from "@/lib/steps/common/review/file-links";
import { applicantFacts } from "@/lib/steps/record-facts";
import type { FaceReference } from "@/lib/steps/videoconference/capture-face";
import { faceReferences } from "./face-references";

/** A stored image of the process the room shows, by file id (served through the staff file route), and what it is. */
export type RoomImage = { fileId: string; shows: FaceReference };

/** What the agent compares the live picture with: the applicant as the earlier steps established them. */
export type RoomApplicant = {
  name: string | null;
  birthDate: string | null;
  document: { number: string | null; expiryDate: string | null; type: string | null; country: string | null };
  documentImage: RoomImage | null;
  selfie: RoomImage | null;
};

const image = (reference: { url: string; against: FaceReference } | null): RoomImage | null => {
  const fileId = reference && fileIdFromUrl(reference.url);
  return reference && fileId ? { fileId, shows: reference.against } : null;
};

/** The applicant's data and images from the process's passed records, read by each step's family. */
export function roomApplicant(records: readonly StepRecordView[]): RoomApplicant {
  const facts = applicantFacts(records);
  const references = faceReferences(records);
  return {
    name: facts.name ?? null,
    birthDate: facts.birthDate ?? null,
    document: {
      number: facts.document?.number ?? null,
      expiryDate: facts.document?.expiryDate ?? null,
      type: facts.document?.type ?? null,
      country: facts.document?.country ?? null,
    },
    documentImage: image(references.document),
    selfie: image(references.selfie),
  };
}
