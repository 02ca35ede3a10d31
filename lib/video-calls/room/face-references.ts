import type { StepRecordView } from "@/lib/service/contract/record-view";
import { applicantFacts } from "@/lib/steps/record-facts";
import type { FaceReference } from "@/lib/steps/videoconference/capture-face";

export type FaceReferenceFile = { url: string; against: FaceReference };

/**
 * What a live face is compared with, read from the process's passed records by their families: the document's
 * cropped portrait, or its front when no portrait was cropped (the face is then found on the whole card), and the selfie.
 */
export function faceReferences(records: readonly StepRecordView[]): {
  document: FaceReferenceFile | null;
  selfie: FaceReferenceFile | null;
} {
  const facts = applicantFacts(records);
  const document = facts.portrait
    ? { url: facts.portrait, against: "document-portrait" as const }
    : facts.documentFront
      ? { url: facts.documentFront, against: "document-front" as const }
      : null;
  return { document, selfie: facts.selfie ? { url: facts.selfie, against: "selfie" } : null };
}
