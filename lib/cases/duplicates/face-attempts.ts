import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import { ZFaceSettings } from "@/lib/analysis/face/face-settings";
import type { Db, Tx } from "@/lib/db/client";
import { completeJob } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { readProcessFile } from "@/lib/service/files/process-files";
import { asJson } from "@/lib/service/raw-values";
import { embeddingOf } from "@/lib/steps/face/face-inputs";
import { factsOf } from "@/lib/steps/record-facts";

/** The faces of two consecutive attempts of a step; `score` null when one of them showed no face. */
export type FaceAttemptComparison = { stepId: string; fromSeq: number; toSeq: number; score: number | null; threshold: number };

type Json = Record<string, unknown>;

/** The face an attempt showed, as its family says: a face step's photo, a document step's cropped portrait. */
function attemptFace(row: { action: string; payload: unknown; provider: unknown }): string | undefined {
  return factsOf({ action: row.action, payload: asJson<Json>(row.payload), provider: asJson<Json>(row.provider) }).face;
}

/**
 * Compares the face of each attempt of a face or document step with the attempt before it (the engine's embeddings,
 * cosine similarity against `threshold`).
 */
async function compareAttemptFaces(db: Db, process: { id: string; accountId: string }, threshold: number) {
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
export async function faceAttemptComparisons(db: Db | Tx, processId: string): Promise<FaceAttemptComparison[]> {
  return db.faceAttemptComparison.findMany({
    where: { processId },
    orderBy: { toSeq: "asc" },
    select: { stepId: true, fromSeq: true, toSeq: true, score: true, threshold: true },
  });
}

/**
 * The `face-attempts` job of a finished process (`lease.subjectId`): its attempts' faces compared at the engine's
 * threshold (as the duplicates) and kept, replacing an earlier run's, with the job's completion. A job, as the face
 * engine takes seconds per photo.
 */
export async function recordFaceAttemptComparisons(db: Db, lease: JobLease): Promise<void> {
  const processId = lease.subjectId;
  const process = await db.process.findUnique({ where: { id: processId }, select: { id: true, accountId: true } });
  const comparisons = process ? await compareAttemptFaces(db, process, ZFaceSettings.parse({}).matchThreshold) : [];
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.faceAttemptComparison.deleteMany({ where: { processId } });
    await tx.faceAttemptComparison.createMany({ data: comparisons.map((c) => ({ processId, ...c, createdAt: now })) });
    await completeJob(tx, lease);
  });
}
