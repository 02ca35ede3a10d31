import { cosineSimilarity } from "./cosine-similarity";
import type { FaceAnalyzer } from "./face-analyzer";
import { type TFaceSettings, ZFaceSettings } from "./face-settings";
import { primaryFace } from "./primary-face";

export type FaceComparison = {
  /** Cosine similarity of the two embeddings, 0..1. */
  score: number;
  threshold: number;
  passed: boolean;
  /** Set when a photo shows no usable face; the score is then 0. */
  reason?: "no-face-in-first" | "no-face-in-second";
};

export function compareEmbeddings(a: readonly number[], b: readonly number[], settings?: TFaceSettings): FaceComparison {
  const { matchThreshold } = ZFaceSettings.parse(settings ?? {});
  const score = Number(cosineSimilarity(a, b).toFixed(4));
  return { score, threshold: matchThreshold, passed: score >= matchThreshold };
}

/** Compares the main face of two photos. */
export async function compareFaces(
  analyzer: FaceAnalyzer,
  first: Buffer,
  second: Buffer,
  settings?: TFaceSettings,
): Promise<FaceComparison> {
  const config = ZFaceSettings.parse(settings ?? {});
  const [facesA, facesB] = await Promise.all([analyzer.detectFaces(first), analyzer.detectFaces(second)]);
  const a = primaryFace(facesA, config.minDetectionScore);
  const b = primaryFace(facesB, config.minDetectionScore);
  if (!a) return { score: 0, threshold: config.matchThreshold, passed: false, reason: "no-face-in-first" };
  if (!b) return { score: 0, threshold: config.matchThreshold, passed: false, reason: "no-face-in-second" };
  return compareEmbeddings(a.embedding, b.embedding, config);
}
