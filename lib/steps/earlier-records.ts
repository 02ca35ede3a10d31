import type { EarlierRecord } from "@/lib/steps/check-providers";
import type { RecordFacts } from "./common/step-reader";
import { FORM_TYPES } from "./form/action-types";
import { factsOf } from "./record-facts";

/** What an earlier record (as a provider is handed it) says, read by its family. */
function earlierFacts(record: EarlierRecord | undefined): RecordFacts {
  return record ? factsOf({ action: record.actionType, payload: record.payload, provider: { result: record.result } }) : {};
}

/** The applicant's own data from the latest form step, as the checks compare it (full name, birthday, country). */
export function formData(records: EarlierRecord[]): { fullName?: string; birthday?: string; country?: string } {
  const form = earlierFacts(records.findLast((record) => Object.hasOwn(FORM_TYPES, record.actionType)));
  return { fullName: form.name, birthday: form.birthDate, country: form.country };
}

/** The portrait cropped from the latest document that kept one, as a file URL. */
export function documentPortrait(records: EarlierRecord[]): string | undefined {
  return records.map((r) => earlierFacts(r).images?.["document-portrait"]).findLast(Boolean);
}

/** The face template kept by the latest enroll step, as a file URL. */
export function enrolledTemplate(records: EarlierRecord[]): string | undefined {
  return records.map((r) => earlierFacts(r).images?.["face-template"]).findLast(Boolean);
}
