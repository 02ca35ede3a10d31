import { enrollTemplate } from "@/lib/analysis/face/enroll-template";
import type { StepProvider } from "@/lib/steps/check-providers";
import { sharedAnalysisPool } from "../common/analysis-pool";
import { submittedMedia } from "../common/provider-inputs";
import { verdict } from "../common/verdict";
import { faceSettings } from "./face-inputs";

/** face-enroll-2d / 3d: the photo's face becomes a template file of the process, for later verify steps. */
export const faceEnrollProvider: StepProvider = {
  providerId: "local",
  provider: "face-enroll",
  actionTypes: ["face-enroll-2d", "face-enroll-3d"],
  async check(input) {
    const photo = submittedMedia(input, "photo");
    const enrollment = await enrollTemplate(sharedAnalysisPool(), photo.bytes, faceSettings(input).analysis);
    if (!enrollment.template) return verdict(false, { method: "local-embedding" }, "photo: no face found");
    const templateUrl = input.keepFile("processes", enrollment.template, enrollment.contentType);
    return verdict(true, { templateUrl, detectionScore: enrollment.detectionScore, method: "local-embedding" }, "");
  },
};
