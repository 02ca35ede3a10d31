import type { DetectedFace } from "./human-engine";

/** The largest confidently detected face: in a selfie or on a document it is the subject. */
export function primaryFace(faces: DetectedFace[], minDetectionScore: number): DetectedFace | null {
  const candidates = faces.filter((face) => face.detectionScore >= minDetectionScore && face.embedding.length > 0);
  return candidates.reduce<DetectedFace | null>(
    (best, face) => (best && best.box[2] * best.box[3] >= face.box[2] * face.box[3] ? best : face),
    null,
  );
}
