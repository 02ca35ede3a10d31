import { compareEmbeddings, type FaceComparison } from "./compare-faces";
import type { FaceAnalyzer } from "./face-analyzer";
import { type TFaceSettings, ZFaceSettings } from "./face-settings";
import { decodeTemplate } from "./face-template";
import { primaryFace } from "./primary-face";

/** Compares the main face of a photo with an enrolled template. */
export async function verifyFace(
  analyzer: FaceAnalyzer,
  photo: Buffer,
  template: Buffer,
  settings?: TFaceSettings,
): Promise<FaceComparison> {
  const config = ZFaceSettings.parse(settings ?? {});
  const enrolled = decodeTemplate(template);
  const face = primaryFace(await analyzer.detectFaces(photo), config.minDetectionScore);
  if (!face) return { score: 0, threshold: config.matchThreshold, passed: false, reason: "no-face-in-first" };
  return compareEmbeddings(face.embedding, enrolled.embedding, config);
}
