import { z } from "zod";
import { mrzCountryCode } from "@/lib/analysis/document/country-codes";
import { type TDocumentAnalysisSettings, VALIDATION_KEYS, type ValidationKey } from "@/lib/analysis/document/document-settings";
import type { DocType, FormData } from "@/lib/analysis/document/document-validations";
import { ZImageQualitySettings } from "@/lib/analysis/document/image-quality-settings";
import { sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import type { ProviderInput } from "@/lib/steps/check-providers";
import { localProviderOf } from "../common/local-provider";
import { flowSettings, submittedMedia } from "../common/provider-inputs";
import { verdict } from "../common/verdict";
import { formData } from "../earlier-records";
import { DOCUMENT_TYPES } from "./action-types";

// What a flow may set: which validations fail the step and the image-quality thresholds. Never the OCR
// binary: a flow is data an administrator edits, not a way to choose what the server executes.
const ZFlowDocumentSettings = z.object({
  requiredValidations: z.array(z.enum(VALIDATION_KEYS)).optional(),
  imageQuality: ZImageQualitySettings.partial().optional(),
});

function analysisSettings(input: ProviderInput): TDocumentAnalysisSettings {
  const settings = flowSettings(ZFlowDocumentSettings, input);
  return { ...settings, ...(process.env.TESSERACT_BINARY ? { tesseractBinary: process.env.TESSERACT_BINARY } : {}) };
}

function comparedForm(form: ReturnType<typeof formData>): FormData {
  const nationality = form.country ? mrzCountryCode(form.country) : undefined;
  return {
    ...(form.fullName ? { fullName: form.fullName } : {}),
    ...(form.birthday ? { birthday: form.birthday } : {}),
    ...(nationality ? { nationality } : {}),
  };
}

/** "document: mrz, imageQA BAD; integrity_doc_number UNCERTAIN": the required checks that did not hold, by verdict. */
function failureMessage(failed: ValidationKey[], validations: Partial<Record<ValidationKey, string>>): string {
  const byVerdict = (value: string) => failed.filter((key) => validations[key] === value);
  const parts = [
    [byVerdict("BAD"), "BAD"],
    [byVerdict("UNCERTAIN"), "UNCERTAIN"],
  ] as const;
  return `document: ${parts
    .filter(([keys]) => keys.length > 0)
    .map(([keys, label]) => `${keys.join(", ")} ${label}`)
    .join("; ")}`;
}

/** document-ocr: image quality per side, the MRZ read by OCR and checked, matched against the form; the portrait kept. */
export const documentOcrProvider = localProviderOf(DOCUMENT_TYPES, async (input) => {
  const front = submittedMedia(input, "front");
  const back = input.media.find((m) => m.field === "back");
  const analysis = await sharedAnalysisPool().analyzeDocument({
    doctype: input.payload.doctype as DocType,
    front: front.bytes,
    back: back?.bytes,
    form: comparedForm(formData(await input.earlierRecords())),
    settings: analysisSettings(input),
    today: input.now,
  });
  const portrait = analysis.images.photo;
  const images = {
    front: front.url,
    ...(back ? { back: back.url } : {}),
    ...(portrait ? { photo: input.keepFile("processes", portrait.data, portrait.contentType) } : {}),
  };
  const result = {
    fields: analysis.fields,
    additionalFields: analysis.additionalFields,
    validations: analysis.validations,
    uncertainCharacters: analysis.uncertainCharacters,
    printedZone: analysis.printedZone,
    imageQA: analysis.imageQA,
    measures: analysis.measures,
    chosenMap: analysis.chosenMap,
    images,
    failedChecks: analysis.failedChecks,
    geometry: analysis.geometry,
    method: "local-ocr",
  };
  return verdict(analysis.passed, result, failureMessage(analysis.failedChecks, analysis.validations));
});
