import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import type { StepProvider } from "@/lib/steps/check-providers";
import { documentPortrait, enrolledTemplate } from "../common/earlier-steps";
import { submittedMedia } from "../common/provider-inputs";
import { verdict } from "../common/verdict";
import { embeddingOf, faceSettings } from "./face-inputs";

/**
 * face-verify-2d / 3d: the photo against the template the payload names (a file of this process), else the one
 * an enroll step kept, else the portrait cropped from the document.
 */
export const faceVerifyProvider: StepProvider = {
  providerId: "local",
  provider: "face-verify",
  actionTypes: ["face-verify-2d", "face-verify-3d"],
  async check(input) {
    const photo = submittedMedia(input, "photo");
    const records = await input.earlierRecords();
    const named = typeof input.payload.template === "string" ? input.payload.template : undefined;
    const candidates = [named, enrolledTemplate(records), documentPortrait(records)].filter((c): c is string => Boolean(c));
    let against: { url: string; embedding: number[] | null } | undefined;
    for (const url of candidates) {
      const file = await input.readFile(url);
      if (file) {
        against = { url, embedding: await embeddingOf(file) };
        break;
      }
    }
    const method = "local-embedding";
    if (!against) return verdict(false, { method }, "face: no enrolled template or document portrait to verify against");
    if (!against.embedding) return verdict(false, { method, against: against.url }, "face: the reference shows no face");
    const face = await embeddingOf({ bytes: photo.bytes, contentType: photo.contentType });
    if (!face) return verdict(false, { method, against: against.url, score: 0 }, "photo: no face found");
    const comparison = compareEmbeddings(face, against.embedding, faceSettings(input).analysis);
    const result = { score: comparison.score, threshold: comparison.threshold, against: against.url, method };
    return verdict(comparison.passed, result, `face: score ${comparison.score} is below the threshold ${comparison.threshold}`);
  },
};
