import { livenessSingleFrame } from "@/lib/analysis/face/liveness-single-frame";
import type { StepProvider } from "@/lib/steps/check-providers";
import { sharedAnalysisPool } from "../common/analysis-pool";
import { submittedMedia } from "../common/provider-inputs";
import { verdict } from "../common/verdict";
import { faceSettings } from "./face-inputs";

/**
 * face-liveness-2d / 3d from one photo: indicative only (`method: single-frame-indicative`). A 3D scan needs a
 * vendor's SDK and service; the `template` a 3D client sends is kept in the record, not interpreted.
 */
export const faceLivenessProvider: StepProvider = {
  providerId: "local",
  provider: "face-liveness",
  actionTypes: ["face-liveness-2d", "face-liveness-3d"],
  async check(input) {
    const photo = submittedMedia(input, "photo");
    const { analysis, failOnIndicativeLiveness } = faceSettings(input);
    const liveness = await livenessSingleFrame(sharedAnalysisPool(), photo.bytes, analysis);
    const result = {
      livenessStatus: liveness.livenessStatus,
      scanResultBlob: liveness.scanResultBlob,
      method: liveness.method,
      scores: liveness.scores,
      threshold: liveness.threshold,
      notice: liveness.notice,
    };
    if (!liveness.scores) return verdict(false, result, "photo: no face found");
    return verdict(liveness.passed || !failOnIndicativeLiveness, result, "photo: the indicative liveness scores are below the threshold");
  },
};
