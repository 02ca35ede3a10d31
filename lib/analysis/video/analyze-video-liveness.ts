import { cosineSimilarity } from "../face/cosine-similarity";
import type { FaceAnalyzer } from "../face/face-analyzer";
import type { DetectedFace } from "../face/human-engine";
import { primaryFace } from "../face/primary-face";
import { extractFrames } from "./extract-frames";
import { type TVideoLivenessSettings, ZVideoLivenessSettings } from "./video-liveness-settings";

export type VideoLiveness = {
  passed: boolean;
  method: "multi-frame-indicative";
  /** 0..1: the weakest of the normalised checks below. */
  livenessScore: number;
  /** Lowest similarity of a frame's face to the medoid face, 0..1. */
  consistencyScore: number;
  faceCoverage: number;
  motion: number;
  modelLiveness: number;
  framesAnalysed: number;
  durationSeconds: number | null;
  failedChecks: ("faceCoverage" | "consistency" | "motion" | "modelLiveness")[];
  /** The frame with the most confident face, for the record and later face comparison. */
  bestFrame?: { data: Buffer; contentType: "image/jpeg" };
  notice: string;
};

const NOTICE =
  "Indicative only: frames sampled from the video are checked for one consistently present, moving face; a replayed video can pass.";
const round = (value: number) => Number(value.toFixed(4));

/** Lowest similarity of any frame's face to the medoid face (the one most similar to all others): one person throughout. */
function consistencyOf(faces: DetectedFace[]): number {
  if (faces.length === 0) return 0;
  const similarities = faces.map((a) => faces.map((b) => cosineSimilarity(a.embedding, b.embedding)));
  const means = similarities.map((row) => row.reduce((sum, value) => sum + value, 0) / row.length);
  const medoid = means.indexOf(Math.max(...means));
  return Math.min(...(similarities[medoid] ?? [0]));
}

function meanMotion(faces: DetectedFace[]): number {
  if (faces.length < 2) return 0;
  let total = 0;
  for (let i = 1; i < faces.length; i++) {
    const [x0, y0, w0, h0] = (faces[i - 1] as DetectedFace).box;
    const [x1, y1, w1, h1] = (faces[i] as DetectedFace).box;
    const size = Math.max(1, (w0 + h0) / 2);
    total += (Math.hypot(x1 + w1 / 2 - (x0 + w0 / 2), y1 + h1 / 2 - (y0 + h0 / 2)) + Math.abs(w1 - w0)) / size;
  }
  return total / (faces.length - 1);
}

/** Samples frames of a liveness video, finds the face in each and scores presence, identity consistency, motion and model liveness. */
export async function analyzeVideoLiveness(
  analyzer: FaceAnalyzer,
  video: Buffer,
  settings?: TVideoLivenessSettings,
): Promise<VideoLiveness> {
  const config = ZVideoLivenessSettings.parse(settings ?? {});
  const { frames, durationSeconds } = await extractFrames(video, { maxFrames: config.maxFrames });
  const perFrame: { frame: Buffer; face: DetectedFace | null }[] = [];
  for (const frame of frames) perFrame.push({ frame, face: primaryFace(await analyzer.detectFaces(frame), config.minDetectionScore) });
  const withFace = perFrame.filter((entry): entry is { frame: Buffer; face: DetectedFace } => entry.face !== null);
  const faces = withFace.map((entry) => entry.face);
  const faceCoverage = frames.length === 0 ? 0 : faces.length / frames.length;
  const consistencyScore = consistencyOf(faces);
  const motion = meanMotion(faces);
  const modelLiveness =
    faces.length === 0 ? 0 : faces.reduce((sum, face) => sum + ((face.real ?? 0) + (face.live ?? 0)) / 2, 0) / faces.length;
  const failedChecks: VideoLiveness["failedChecks"] = [];
  if (faceCoverage < config.minFaceCoverage) failedChecks.push("faceCoverage");
  if (consistencyScore < config.minConsistency) failedChecks.push("consistency");
  if (motion < config.minMotion) failedChecks.push("motion");
  if (modelLiveness < config.minModelLiveness) failedChecks.push("modelLiveness");
  const livenessScore =
    Math.min(
      faceCoverage / config.minFaceCoverage,
      consistencyScore / config.minConsistency,
      motion / config.minMotion,
      modelLiveness / config.minModelLiveness,
      2,
    ) / 2;
  const best = withFace.reduce<(typeof withFace)[number] | undefined>(
    (top, entry) => (top && top.face.detectionScore >= entry.face.detectionScore ? top : entry),
    undefined,
  );
  return {
    passed: failedChecks.length === 0,
    method: "multi-frame-indicative",
    livenessScore: round(Math.min(1, livenessScore)),
    consistencyScore: round(consistencyScore),
    faceCoverage: round(faceCoverage),
    motion: round(motion),
    modelLiveness: round(modelLiveness),
    framesAnalysed: frames.length,
    durationSeconds,
    failedChecks,
    ...(best ? { bestFrame: { data: best.frame, contentType: "image/jpeg" as const } } : {}),
    notice: NOTICE,
  };
}
