import { type DocumentGeometry, documentGeometry, mrzZoneGeometry } from "./document-geometry";
import { cropPortrait, describeImage, type StoredImage } from "./document-images";
import { type TDocumentAnalysisSettings, type ValidationKey, ZDocumentAnalysisSettings } from "./document-settings";
import { type DocType, type FormData, type ValidationVerdict, validateDocument } from "./document-validations";
import { decodePhoto } from "./grey-pixels";
import { assessImageQuality, type DetectFaces, type ImageQualityKey, type ImageQualityResult, type Verdict } from "./image-quality";
import { birthDateFromMrz, expiryDateFromMrz, wholeYearsBetween } from "./mrz-dates";
import { type ParsedMrz, parseMrzLines } from "./mrz-parse";
import { assessClarity, type UncertainCharacter, type ZoneClarity } from "./mrz-reader/cell-certainty";
import type { MrzLayout } from "./mrz-reader/mrz-structure";
import { readMrzCells } from "./mrz-reader/read-mrz-cells";
import { comparePrintedZone, confirmDifferences, type PrintedZone, printedZoneVerdict } from "./printed-zone/compare-printed-zone";
import { sendPrintedZone } from "./printed-zone/read-printed-zone";

export type AnalyzeDocumentInput = {
  doctype: DocType;
  front: Buffer;
  /** Absent for passports. */
  back?: Buffer;
  /** The form step's data, compared with the MRZ when present. */
  form?: FormData;
  /** Face detector for the portrait check and crop; without it the portrait check is BAD. */
  detectFaces?: DetectFaces;
  settings?: TDocumentAnalysisSettings;
  today?: Date;
};

export type DocumentFields = {
  issuing_country: string;
  nationality: string;
  name: string;
  surname: string;
  doc_number: string;
  birth_date: string | null;
  gender: string;
  expiry_date: string | null;
  mrz: string;
  id_number?: string;
};

export type DocumentAnalysis = {
  /** False when a required validation is BAD or UNCERTAIN: the step should fail and count a retry. */
  passed: boolean;
  /** Required validations that are not GOOD, with what they said. */
  failedChecks: ValidationKey[];
  fields: DocumentFields | Record<string, never>;
  additionalFields: Record<string, string | number | string[]>;
  validations: Partial<Record<ValidationKey, ValidationVerdict>>;
  /** MRZ characters not read with a clear margin (or changed by the check digits), with their alternatives. */
  uncertainCharacters: UncertainCharacter[];
  /** The MRZ's number, names and dates beside the printed zone's (front side). */
  printedZone: PrintedZone;
  imageQA: { front: Partial<Record<ImageQualityKey, Verdict>>; back?: Partial<Record<ImageQualityKey, Verdict>> };
  measures: {
    front: ImageQualityResult["measures"];
    back?: ImageQualityResult["measures"];
    mrzReader: "ocrb-cells";
    mrzLayout: MrzLayout | null;
  };
  chosenMap: "default" | "idcard_pt" | "passport_pt" | "residence_card_pt";
  images: { front: StoredImage; back?: StoredImage; photo?: StoredImage };
  /** Where each measure was taken (card outline, glare, portrait, MRZ cells), for drawing over the photos. */
  geometry: DocumentGeometry;
};

const PORTUGUESE_MAPS = { idcard: "idcard_pt", passport: "passport_pt", residence: "residence_card_pt" } as const;

function describeFields(mrz: ParsedMrz, lines: string[], birthDate: string | null, expiryDate: string | null): DocumentFields {
  const fields: DocumentFields = {
    issuing_country: mrz.issuingState,
    nationality: mrz.nationality,
    name: mrz.givenNames,
    surname: mrz.surname,
    doc_number: mrz.documentNumber,
    birth_date: birthDate,
    gender: mrz.sex,
    expiry_date: expiryDate,
    mrz: lines.join("\n"),
  };
  if (mrz.idNumber) fields.id_number = mrz.idNumber;
  return fields;
}

/** Reads, checks and describes an identity document from its photos: image QA per side, the MRZ cell by cell, the printed zone, validations. */
export async function analyzeDocument({
  doctype,
  front,
  back,
  form,
  detectFaces,
  settings,
  today = new Date(),
}: AnalyzeDocumentInput): Promise<DocumentAnalysis> {
  const config = ZDocumentAnalysisSettings.parse(settings ?? {});
  const mrzSide = doctype === "passport" || !back ? front : back;
  const photos = Promise.all([decodePhoto(front), back ? decodePhoto(back) : undefined]);
  // Tesseract reads the printed zone in a process of its own: hand it its page before the MRZ and image QA take this thread.
  const printedReading = await sendPrintedZone(
    photos.then(([frontPhoto]) => frontPhoto),
    config.tesseractBinary,
  );
  const [frontPhoto, backPhoto] = await photos;
  const [frontQA, backQA, reading] = await Promise.all([
    assessImageQuality({ image: front, pixels: frontPhoto, expectPortrait: true, detectFaces, settings: config.imageQuality }),
    back && backPhoto
      ? assessImageQuality({ image: back, pixels: backPhoto, expectPortrait: false, settings: config.imageQuality })
      : Promise.resolve(undefined),
    readMrzCells(mrzSide === front ? frontPhoto : (backPhoto ?? frontPhoto)),
  ]);
  const printedText = await printedReading.text;
  const lines = reading?.lines ?? null;
  const mrz = lines ? parseMrzLines(lines) : null;
  // A zone the mrz package parses as another format (the French national ID card) is not one the cells were decoded as.
  const clarity: ZoneClarity | null = reading && mrz?.format === reading.layout ? assessClarity(reading.layout, reading.cells) : null;
  const birthDate = mrz ? birthDateFromMrz(mrz.birthDate, today) : null;
  const expiryDate = mrz ? expiryDateFromMrz(mrz.expiryDate, today) : null;
  const validations = validateDocument({
    doctype,
    mrz,
    clarity,
    birthDate,
    expiryDate,
    today,
    imageQA: backQA ? [frontQA, backQA] : [frontQA],
    form,
  });
  const fields = mrz && lines ? describeFields(mrz, lines, birthDate, expiryDate) : null;
  const mrzValues = fields && {
    doc_number: fields.doc_number,
    surname: fields.surname,
    name: fields.name,
    birth_date: birthDate,
    expiry_date: expiryDate,
  };
  const printedZone = mrzValues
    ? confirmDifferences(comparePrintedZone(printedText.text, mrzValues), comparePrintedZone(printedText.confidentText, mrzValues))
    : {};
  if (fields) validations.text = printedZoneVerdict(printedZone);
  const failedChecks = config.requiredValidations.filter((key) => validations[key] !== undefined && validations[key] !== "GOOD");

  const additionalFields: DocumentAnalysis["additionalFields"] = {};
  if (lines) additionalFields.mrz_strings = lines;
  if (mrz?.issuingStateName) additionalFields.issuing_state_name = mrz.issuingStateName;
  if (birthDate) additionalFields.age = wholeYearsBetween(birthDate, today);
  if (expiryDate) additionalFields.remainderterm = Number(((Date.parse(expiryDate) - today.getTime()) / (365.25 * 86_400_000)).toFixed(1));

  const images: DocumentAnalysis["images"] = { front: await describeImage(front) };
  if (back) images.back = await describeImage(back);
  if (frontQA.portrait) images.photo = await cropPortrait(front, frontQA.portrait);

  return {
    passed: failedChecks.length === 0,
    failedChecks,
    fields: fields ?? {},
    additionalFields,
    validations,
    uncertainCharacters: clarity?.uncertain ?? [],
    printedZone,
    imageQA: backQA ? { front: frontQA.verdicts, back: backQA.verdicts } : { front: frontQA.verdicts },
    measures: { front: frontQA.measures, back: backQA?.measures, mrzReader: "ocrb-cells", mrzLayout: reading?.layout ?? null },
    chosenMap: mrz?.issuingState === "PRT" ? PORTUGUESE_MAPS[doctype] : "default",
    images,
    geometry: documentGeometry({
      front: frontQA.geometry,
      back: backQA?.geometry,
      portrait: frontQA.portrait,
      mrz:
        reading &&
        mrzZoneGeometry({
          side: mrzSide === front ? "front" : "back",
          layout: reading.layout,
          geometry: reading.geometry,
          cells: reading.cells,
          uncertain: clarity?.uncertain ?? assessClarity(reading.layout, reading.cells).uncertain,
        }),
    }),
  };
}
