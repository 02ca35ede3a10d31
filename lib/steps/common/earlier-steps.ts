import type { EarlierRecord } from "@/lib/steps/check-providers";

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The applicant's own data from the latest form step, as the checks compare it (full name, birthday, country). */
export function formData(records: EarlierRecord[]): { fullName?: string; birthday?: string; country?: string } {
  const form = records.findLast((record) => record.actionType === "form")?.payload ?? {};
  return { fullName: text(form.name), birthday: text(form.birthday), country: text(form.country) };
}

/** The portrait cropped from the latest document, as a file URL. */
export function documentPortrait(records: EarlierRecord[]): string | undefined {
  const document = records.findLast((record) => record.actionType === "document-ocr");
  const images = document?.result.images;
  return typeof images === "object" && images !== null ? text((images as Record<string, unknown>).photo) : undefined;
}

/** The face template kept by the latest enroll step, as a file URL. */
export function enrolledTemplate(records: EarlierRecord[]): string | undefined {
  const enrolled = records.findLast((record) => record.actionType.startsWith("face-enroll-"));
  return text(enrolled?.result.templateUrl);
}
