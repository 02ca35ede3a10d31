import { z } from "zod";
import { ZImageQualitySettings } from "./image-quality-settings";

export const VALIDATION_KEYS = [
  "expiry_date",
  "integrity_doc_number",
  "integrity_birth_date",
  "integrity_expiry_date",
  "integrity_id_number",
  "mrz",
  "docType",
  "imageQA",
  "match_name",
  "match_surname",
  "match_birth_date",
  "match_nationality",
  "text",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Settings of the document-ocr analysis; every key has a default, so `{}` is a valid flow setting. */
export const ZDocumentAnalysisSettings = z.object({
  /**
   * Validations that fail the step when BAD or UNCERTAIN. Default: the MRZ reads clearly and all its check digits
   * hold, the document type matches, it has not expired, the photos pass image QA, and the form's data (when given)
   * matches. `text` (the printed zone agrees with the MRZ) is reported but not required by default: the printed zone
   * is read by a general OCR.
   */
  requiredValidations: z
    .array(z.enum(VALIDATION_KEYS))
    .default([
      "mrz",
      "docType",
      "expiry_date",
      "integrity_doc_number",
      "integrity_birth_date",
      "integrity_expiry_date",
      "integrity_id_number",
      "imageQA",
      "match_name",
      "match_surname",
      "match_birth_date",
      "match_nationality",
    ]),
  imageQuality: ZImageQualitySettings.partial().default({}),
  /** Path or name of the tesseract executable. */
  tesseractBinary: z.string().default("tesseract"),
});
export type TDocumentAnalysisSettings = z.input<typeof ZDocumentAnalysisSettings>;
