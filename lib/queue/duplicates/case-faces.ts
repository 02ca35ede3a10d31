import type { Db } from "@/lib/db/client";
import { readProcessFile } from "@/lib/service/files/process-files";
import { asJson } from "@/lib/service/raw-values";
import type { EarlierRecord } from "@/lib/steps/check-providers";
import { documentPortrait, enrolledTemplate } from "@/lib/steps/common/earlier-steps";
import { isTypeOf } from "@/lib/steps/common/type-table";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { faceTraitsOf } from "@/lib/steps/face/action-types";
import { embeddingOf } from "@/lib/steps/face/face-inputs";

export const FACE_MODEL = "human-faceres";

export type CaseFace = { source: "selfie" | "portrait"; embedding: number[] };
export type DocumentKey = { country: string; docType: string; number: string };

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The applicant's own face (an enrolled template, else the latest face step's photo) and the document's portrait. */
export async function caseFaces(db: Db, process: { id: string; accountId: string }, records: EarlierRecord[]): Promise<CaseFace[]> {
  const selfiePhoto = records.findLast((r) => faceTraitsOf(r.actionType) && text(r.payload.photo))?.payload.photo;
  const sources = [
    { source: "selfie" as const, url: enrolledTemplate(records) ?? text(selfiePhoto) },
    { source: "portrait" as const, url: documentPortrait(records) },
  ];
  const faces: CaseFace[] = [];
  for (const { source, url } of sources) {
    if (!url) continue;
    const file = await readProcessFile(db, { accountId: process.accountId, processId: process.id, staged: [] }, url);
    const embedding = file && (await embeddingOf(file));
    if (embedding) faces.push({ source, embedding });
  }
  return faces;
}

/** The document the process presented (latest passed document step): issuing country, type and number. */
export function documentKeys(records: EarlierRecord[]): DocumentKey[] {
  const document = records.findLast((r) => isTypeOf(DOCUMENT_TYPES, r.actionType));
  const fields = asJson<Record<string, unknown>>(document?.result.fields ?? {});
  const country = text(fields.issuing_country);
  const number = text(fields.doc_number)?.replace(/</g, "");
  const docType = text(document?.payload.doctype);
  return country && number && docType ? [{ country, docType, number }] : [];
}
