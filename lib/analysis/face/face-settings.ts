import { z } from "zod";

/**
 * Face thresholds, measured with Human's faceres embeddings on the sample photos of @vladmandic/face-api:
 * the same face re-captured (mirrored, re-cropped, darker, JPEG q60) scored 0.87 cosine; different people at most
 * 0.61; photos of what looks like the same person at a different event 0.61–0.66. 0.70 prefers a false reject.
 */
export const ZFaceSettings = z.object({
  /** Cosine similarity of the embeddings at or above which two faces are taken to be the same person. */
  matchThreshold: z.number().min(0).max(1).default(0.7),
  /** Detector confidence below which a face is ignored. */
  minDetectionScore: z.number().min(0).max(1).default(0.5),
  /** Indicative single-frame liveness: both Human's antispoof ("real") and liveness scores must reach this. */
  livenessThreshold: z.number().min(0).max(1).default(0.5),
});
export type TFaceSettings = z.input<typeof ZFaceSettings>;
