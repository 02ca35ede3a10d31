import type { Db } from "@/lib/db/client";
import { readProcessFile } from "@/lib/service/files/process-files";
import type { EarlierRecord } from "@/lib/steps/check-providers";
import { documentPortrait, enrolledTemplate } from "@/lib/steps/earlier-records";
import { embeddingOf } from "@/lib/steps/face/face-inputs";
import { factsOf } from "@/lib/steps/record-facts";

export const FACE_MODEL = "human-faceres";

export type CaseFace = { source: "selfie" | "portrait"; embedding: number[] };
export type DocumentKey = { country: string; docType: string; number: string };

const factsOfEarlier = (r: EarlierRecord) => factsOf({ action: r.actionType, payload: r.payload, provider: { result: r.result } });

/** The applicant's own face (an enrolled template, else the latest face step's photo) and the document's portrait. */
export async function caseFaces(db: Db, process: { id: string; accountId: string }, records: EarlierRecord[]): Promise<CaseFace[]> {
  const selfiePhoto = records.map((r) => factsOfEarlier(r).images?.selfie).findLast(Boolean);
  const sources = [
    { source: "selfie" as const, url: enrolledTemplate(records) ?? selfiePhoto },
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
  const document = records.map((r) => factsOfEarlier(r).document).findLast(Boolean);
  const { country, type: docType, number } = document ?? {};
  return country && number && docType ? [{ country, docType, number }] : [];
}
