import { sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { analyzeVideoLiveness } from "@/lib/analysis/video/analyze-video-liveness";
import { ZVideoLivenessSettings } from "@/lib/analysis/video/video-liveness-settings";
import { localProviderOf } from "../common/local-provider";
import { flowSettings, submittedMedia } from "../common/provider-inputs";
import { verdict } from "../common/verdict";
import { VIDEO_TYPES } from "./action-types";

/** video-liveness: sampled frames (ffmpeg), one consistent moving face; indicative (`method: multi-frame-indicative`). */
export const videoLivenessProvider = localProviderOf(VIDEO_TYPES, async (input) => {
  const video = submittedMedia(input, "video");
  const settings = flowSettings(ZVideoLivenessSettings.partial(), input);
  const { bestFrame, livenessScore, ...liveness } = await analyzeVideoLiveness(sharedAnalysisPool(), video.bytes, settings);
  const frames = bestFrame ? [input.keepFile("processes", bestFrame.data, bestFrame.contentType)] : [];
  const result = { score: livenessScore, frames, ...liveness };
  return verdict(liveness.passed, result, `video: ${liveness.failedChecks.join(", ")} below the threshold`);
});
