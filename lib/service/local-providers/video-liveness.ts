import { analyzeVideoLiveness } from "@/lib/providers/video/analyze-video-liveness";
import { ZVideoLivenessSettings } from "@/lib/providers/video/video-liveness-settings";
import type { StepProvider } from "@/lib/service/providers";
import { sharedAnalysisPool } from "./analysis-pool";
import { verdict } from "./outcome";

/** video-liveness: sampled frames (ffmpeg), one consistent moving face; indicative (`method: multi-frame-indicative`). */
export const videoLivenessProvider: StepProvider = {
  providerId: "local",
  provider: "video-liveness",
  actionTypes: ["video-liveness"],
  async check(input) {
    const video = input.media.find((m) => m.field === "video");
    if (!video) throw new Error("video-liveness: no video");
    const settings = ZVideoLivenessSettings.partial().safeParse(input.settings);
    if (!settings.success) throw new Error(`video-liveness settings: ${settings.error.issues.map((i) => i.path.join(".")).join(", ")}`);
    const { bestFrame, livenessScore, ...liveness } = await analyzeVideoLiveness(sharedAnalysisPool(), video.bytes, settings.data);
    const frames = bestFrame ? [input.keepFile("processes", bestFrame.data, bestFrame.contentType)] : [];
    const result = { score: livenessScore, frames, ...liveness };
    return verdict(liveness.passed, result, `video: ${liveness.failedChecks.join(", ")} below the threshold`);
  },
};
