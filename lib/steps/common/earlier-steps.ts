import type { EarlierRecord } from "@/lib/steps/check-providers";
import { DOCUMENT_TYPES } from "../document/action-types";
import { faceTraitsOf } from "../face/action-types";
import { FORM_TYPES } from "../form/action-types";
import { isTypeOf } from "./type-table";

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The applicant's own data from the latest form step, as the checks compare it (full name, birthday, country). */
export function formData(records: EarlierRecord[]): { fullName?: string; birthday?: string; country?: string } {
  const form = records.findLast((record) => isTypeOf(FORM_TYPES, record.actionType))?.payload ?? {};
  return { fullName: text(form.name), birthday: text(form.birthday), country: text(form.country) };
}

/** The portrait cropped from the latest document, as a file URL. */
export function documentPortrait(records: EarlierRecord[]): string | undefined {
  const document = records.findLast((record) => isTypeOf(DOCUMENT_TYPES, record.actionType));
  const images = document?.result.images;
  return typeof images === "object" && images !== null ? text((images as Record<string, unknown>).photo) : undefined;
}

/** The face template kept by the latest enroll step, as a file URL. */
export function enrolledTemplate(records: EarlierRecord[]): string | undefined {
  const enrolled = records.findLast((record) => faceTraitsOf(record.actionType)?.check === "enroll");
  return text(enrolled?.result.templateUrl);
}
