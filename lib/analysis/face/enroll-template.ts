import type { FaceAnalyzer } from "./face-analyzer";
import { type TFaceSettings, ZFaceSettings } from "./face-settings";
import { encodeTemplate } from "./face-template";
import { primaryFace } from "./primary-face";

export type Enrollment =
  | { template: Buffer; contentType: "application/json"; detectionScore: number }
  | { template: null; reason: "no-face" };

/** Makes a face template (the embedding of the photo's main face) to store and verify against later. */
export async function enrollTemplate(analyzer: FaceAnalyzer, photo: Buffer, settings?: TFaceSettings): Promise<Enrollment> {
  const face = primaryFace(await analyzer.detectFaces(photo), ZFaceSettings.parse(settings ?? {}).minDetectionScore);
  if (!face) return { template: null, reason: "no-face" };
  return {
    template: encodeTemplate(face.embedding),
    contentType: "application/json",
    detectionScore: Number(face.detectionScore.toFixed(4)),
  };
}
