import type { DetectedFace } from "./human-engine";

const prominence = (face: DetectedFace) => face.box[2] * face.box[3] * face.centrality;

/** The largest, most central confidently detected face: in a selfie or on a document it is the subject. */
export function primaryFace(faces: DetectedFace[], minDetectionScore: number): DetectedFace | null {
  const candidates = faces.filter((face) => face.detectionScore >= minDetectionScore && face.embedding.length > 0);
  return candidates.reduce<DetectedFace | null>((best, face) => (best && prominence(best) >= prominence(face) ? best : face), null);
}
