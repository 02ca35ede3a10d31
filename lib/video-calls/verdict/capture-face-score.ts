import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import type { Db } from "@/lib/db/client";
import { readEarlierRecords, readProcessFile } from "@/lib/service/files/process-files";
import { documentPortrait } from "../../steps/earlier-records";
import { embeddingOf } from "../../steps/face/face-inputs";

export type CaptureFaceScore = { score: number | null; threshold?: number; against?: string; reason?: string };

/** A face still of the call against the portrait of the process's latest document, by the face engine the face steps use. */
export async function captureFaceScore(
  db: Db,
  process: { accountId: string; processId: string; history: readonly string[] },
  photo: Buffer,
): Promise<CaptureFaceScore> {
  const portrait = documentPortrait(await readEarlierRecords(db, process.processId, process.history));
  const file = portrait ? await readProcessFile(db, { ...process, staged: [] }, portrait) : null;
  if (!portrait || !file) return { score: null, reason: "no document portrait in this process" };
  const reference = await embeddingOf(file);
  if (!reference) return { score: null, against: portrait, reason: "the document portrait shows no face" };
  const face = await embeddingOf({ bytes: photo, contentType: "image/jpeg" });
  if (!face) return { score: null, against: portrait, reason: "no face in the capture" };
  const comparison = compareEmbeddings(face, reference, {});
  return { score: comparison.score, threshold: comparison.threshold, against: portrait };
}
