import { ZImageQualitySettings } from "@/lib/analysis/document/image-quality-settings";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { plainState } from "../common/generic-reader";
import { asNumber, asObject, asText } from "../common/record-json";
import type { RecordFacts, RecordLike, StepReader } from "../common/step-reader";
import type { StepScore } from "../common/step-scores";
import { documentAttemptFindings, documentStepFindings } from "./findings";
import { documentResultOf } from "./result";
import type { TDocumentGeometry } from "./result-geometry";

const LIMITS = ZImageQualitySettings.parse({});
// Built once: building a zod schema costs more than parsing with it, and a case page reads every document's scores.
const ZStepLimits = ZImageQualitySettings.partial().catch({});
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** A document side's image measures in words, each with the default limit it was judged against. */
export function imageQualityInWords(measures: unknown): string[] {
  const m = asObject(measures);
  const lines: [string, number | null, (v: number) => string][] = [
    ["Focus", asNumber(m.focus), (v) => `${v.toFixed(0)} (at least ${LIMITS.minFocus})`],
    ["Glare", asNumber(m.glareShare), (v) => `${percent(v)} of the card, limit ${percent(LIMITS.maxGlareShare)}`],
    ["Card in frame", asNumber(m.cardArea), (v) => `${percent(v)} of the photo, at least ${percent(LIMITS.minCardArea)}`],
    ["Perspective", asNumber(m.sideInequality), (v) => `sides differ by ${percent(v)}, limit ${percent(LIMITS.maxSideInequality)}`],
  ];
  const size = asNumber(m.width) !== null && asNumber(m.height) !== null ? [`Size: ${m.width}×${m.height} px`] : [];
  return [...lines.flatMap(([label, value, say]) => (value === null ? [] : [`${label}: ${say(value)}`])), ...size];
}

function evidenceLines(record: StepRecordView): string[] {
  const result = documentResultOf(record);
  if (!result) return [];
  const validations = Object.entries(result.validations);
  const good = validations.filter(([, v]) => v === "GOOD").length;
  const notGood = validations.filter(([, v]) => v !== "GOOD" && v !== "NOT_VALIDATED").map(([k, v]) => `${k} ${v}`);
  return [
    `Validations: ${good} of ${validations.length} good${notGood.length ? `; ${notGood.join(", ")}` : ""}`,
    ...imageQualityInWords(result.measures?.front).map((line) => `Front, ${line.charAt(0).toLowerCase()}${line.slice(1)}`),
  ];
}

function facts(record: RecordLike): RecordFacts {
  const result = documentResultOf(record);
  const fields = result?.fields ?? {};
  const name = [asText(fields.name), asText(fields.surname)].filter(Boolean).join(" ");
  const images = result?.images ?? {};
  const front = asText(images.front) ?? asText(record.payload.front);
  const back = asText(images.back) ?? asText(record.payload.back);
  const portrait = asText(images.photo);
  return {
    document: {
      number: asText(fields.doc_number)?.replace(/</g, ""),
      country: asText(fields.issuing_country),
      type: asText(record.payload.doctype),
      expiryDate: asText(fields.expiry_date),
      birthDate: asText(fields.birth_date),
      ...(name ? { name } : {}),
    },
    images: {
      ...(front ? { "document-front": front } : {}),
      ...(back ? { "document-back": back } : {}),
      ...(portrait ? { "document-portrait": portrait } : {}),
    },
    ...(portrait ? { face: portrait } : {}),
  };
}

/** The front's focus and glare, against the limits of the step's flow settings (the defaults where it sets none). */
function scores(record: StepRecordView, settings: Record<string, unknown>): StepScore[] {
  const front = asObject(documentResultOf(record)?.measures?.front);
  const limits = ZStepLimits.parse(asObject(settings).imageQuality);
  const focus = asNumber(front.focus);
  const glare = asNumber(front.glareShare);
  return [
    ...(focus === null ? [] : [{ metric: "document-focus" as const, score: focus, threshold: limits.minFocus ?? LIMITS.minFocus }]),
    ...(glare === null
      ? []
      : [{ metric: "document-glare" as const, score: glare, threshold: limits.maxGlareShare ?? LIMITS.maxGlareShare }]),
  ];
}

/** Where the check measured what on the record's photos; null for a result stored before it kept that, or none. */
export function documentGeometryOf(record: Pick<StepRecordView, "provider">): TDocumentGeometry | null {
  return documentResultOf(record)?.geometry ?? null;
}

/** document-ocr as the rest of the app reads it. */
export const documentReader: StepReader = {
  stateOf: plainState,
  attemptFindings: documentAttemptFindings,
  stepFindings: documentStepFindings,
  facts,
  evidenceLines,
  scores,
};
