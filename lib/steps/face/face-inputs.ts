import { z } from "zod";
import { decodeTemplate } from "@/lib/analysis/face/face-template";
import { primaryFace } from "@/lib/analysis/face/primary-face";
import { sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import type { ProcessFile, ProviderInput } from "@/lib/steps/check-providers";
import { flowSettings } from "../common/provider-inputs";

/**
 * What a flow may set on a face step. `threshold` is the bundled flows' name for the match threshold;
 * `failOnIndicativeLiveness` makes a single-frame liveness score below its threshold fail the step (by default
 * only a photo without a face fails: the score is uncalibrated and shown to the reviewer instead).
 */
const ZFlowFaceSettings = z.object({
  threshold: z.number().min(0).max(1).optional(),
  matchThreshold: z.number().min(0).max(1).optional(),
  livenessThreshold: z.number().min(0).max(1).optional(),
  failOnIndicativeLiveness: z.boolean().default(false),
});

export function faceSettings(input: ProviderInput) {
  const { threshold, matchThreshold, livenessThreshold, failOnIndicativeLiveness } = flowSettings(ZFlowFaceSettings, input);
  const match = matchThreshold ?? threshold;
  return {
    analysis: {
      ...(match !== undefined ? { matchThreshold: match } : {}),
      ...(livenessThreshold !== undefined ? { livenessThreshold } : {}),
    },
    failOnIndicativeLiveness,
  };
}

const DEFAULT_MIN_DETECTION_SCORE = 0.5;

/** The embedding of a stored face template, or of the main face in a photo; null when the photo shows none. */
export async function embeddingOf(file: ProcessFile): Promise<number[] | null> {
  if (file.contentType === "application/json") return decodeTemplate(file.bytes).embedding;
  const face = primaryFace(await sharedAnalysisPool().detectFaces(file.bytes), DEFAULT_MIN_DETECTION_SCORE);
  return face?.embedding ?? null;
}
