import { z } from "zod";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import { parseResult } from "../common/record-json";
import { ZDocumentGeometry } from "./result-geometry";

/** A verdict as the built-in check writes it ("GOOD", "BAD", "UNCERTAIN"), or as some vendors do ({ status: … }). */
const ZVerdict = z
  .union([z.string(), z.boolean(), z.looseObject({ status: z.unknown() })])
  .transform((value) => String(typeof value === "object" ? value.status : value).toUpperCase())
  .transform((text) => (text === "TRUE" ? "GOOD" : text === "FALSE" ? "BAD" : text));

const ZText = z.string().nullish().catch(undefined);

/** document-ocr's result: what was read (fields), what was judged (validations, image quality), what was kept (images). */
export const ZDocumentResult = z.looseObject({
  fields: z
    .looseObject({
      issuing_country: ZText,
      nationality: ZText,
      name: ZText,
      surname: ZText,
      doc_number: ZText,
      birth_date: ZText,
      expiry_date: ZText,
      id_number: ZText,
    })
    .default({}),
  validations: z.record(z.string(), ZVerdict).default({}),
  imageQA: z.record(z.string(), z.record(z.string(), ZVerdict).catch({})).default({}),
  images: z.looseObject({ front: ZText, back: ZText, photo: ZText, signature: ZText }).default({}),
  failedChecks: z.array(z.string()).optional(),
  measures: z.looseObject({ front: z.unknown().optional(), back: z.unknown().optional() }).optional(),
  geometry: ZDocumentGeometry.optional().catch(undefined),
});
export type TDocumentResult = z.output<typeof ZDocumentResult>;

export function documentResultOf(record: Pick<StepRecordView, "provider">): TDocumentResult | null {
  return parseResult(ZDocumentResult, record);
}
