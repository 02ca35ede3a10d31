import { z } from "zod";

/** Thresholds of the indicative multi-frame video check, tuned on synthetic clips made from sample photos. */
export const ZVideoLivenessSettings = z.object({
  maxFrames: z.number().int().min(2).max(30).default(8),
  /** Share of sampled frames that must show a face. */
  minFaceCoverage: z.number().min(0).max(1).default(0.75),
  /** Lowest cosine similarity allowed between any frame's face and the medoid face: one person throughout. */
  minConsistency: z.number().min(0).max(1).default(0.6),
  /** Mean movement of the face box between frames, as a share of the face size: a still picture barely moves. */
  minMotion: z.number().min(0).default(0.01),
  /** Mean of Human's antispoof and liveness scores over the frames. */
  minModelLiveness: z.number().min(0).max(1).default(0.5),
  minDetectionScore: z.number().min(0).max(1).default(0.5),
});
export type TVideoLivenessSettings = z.input<typeof ZVideoLivenessSettings>;
