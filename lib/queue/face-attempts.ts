import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import type { Db } from "@/lib/db/client";
import { readProcessFile } from "@/lib/service/files/process-files";
import { asJson } from "@/lib/service/raw-values";
import { isTypeOf } from "@/lib/steps/common/type-table";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { faceTraitsOf } from "@/lib/steps/face/action-types";
import { embeddingOf } from "@/lib/steps/face/face-inputs";

/** The faces of two consecutive attempts of a step; `score` null when one of them showed no face. */
export type FaceAttemptComparison = { stepId: string; fromSeq: number; toSeq: number; score: number | null; threshold: number };

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The face an attempt showed: a face step's photo, a document step's cropped portrait. */
function attemptFace(row: { action: string; payload: unknown; provider: unknown }): string | undefined {
  if (faceTraitsOf(row.action)) return text(asJson<Json>(row.payload).photo);
  if (!isTypeOf(DOCUMENT_TYPES, row.action)) return undefined;
  const images = asJson<{ result?: { images?: Json } }>(row.provider).result?.images;
  return text(images?.photo);
}

/**
 * Compares the face of each attempt of a face or document step with the attempt before it (the engine's embeddings,
 * cosine similarity against `threshold`). Slow (the face engine), so the screening job runs it and keeps the result.
 */
export async function compareAttemptFaces(db: Db, process: { id: string; accountId: string }, threshold: number) {
  const rows = await db.stepRecord.findMany({
    where: { processId: process.id },
    orderBy: { seq: "asc" },
    select: { seq: true, stepId: true, action: true, payload: true, provider: true },
  });
  const byStep = new Map<string, { seq: number; url: string }[]>();
  for (const row of rows) {
    const url = attemptFace(row);
    if (url) byStep.set(row.stepId, [...(byStep.get(row.stepId) ?? []), { seq: row.seq, url }]);
  }
  const scope = { accountId: process.accountId, processId: process.id, staged: [] };
  const comparisons: FaceAttemptComparison[] = [];
  for (const [stepId, attempts] of byStep) {
    if (attempts.length < 2) continue;
    const embeddings: (number[] | null)[] = [];
    for (const attempt of attempts) {
      const file = await readProcessFile(db, scope, attempt.url);
      embeddings.push(file && (await embeddingOf(file)));
    }
    for (let i = 1; i < attempts.length; i++) {
      const [before, after] = [embeddings[i - 1], embeddings[i]];
      const score = before && after ? compareEmbeddings(before, after, { matchThreshold: threshold }).score : null;
      comparisons.push({ stepId, fromSeq: attempts[i - 1]?.seq ?? 0, toSeq: attempts[i]?.seq ?? 0, score, threshold });
    }
  }
  return comparisons;
}

/** The stored comparisons of the process's attempts, in the order the attempts were made. */
export async function faceAttemptComparisons(db: Db, processId: string): Promise<FaceAttemptComparison[]> {
  return db.faceAttemptComparison.findMany({
    where: { processId },
    orderBy: { toSeq: "asc" },
    select: { stepId: true, fromSeq: true, toSeq: true, score: true, threshold: true },
  });
}
