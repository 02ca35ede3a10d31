import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import type { StepProvider } from "@/lib/steps/check-providers";
import { verdict } from "../common/verdict";
import { embeddingOf, faceSettings } from "./face-inputs";

/** face-compare-2d2d / 3d2d: template1 and template2 name photos or face templates of this process, by URL. */
export const faceCompareProvider: StepProvider = {
  providerId: "local",
  provider: "face-compare",
  actionTypes: ["face-compare-2d2d", "face-compare-3d2d"],
  async check(input) {
    const { analysis } = faceSettings(input);
    const embeddings: number[][] = [];
    for (const key of ["template1", "template2"] as const) {
      const file = await input.readFile(String(input.payload[key]));
      if (!file) return verdict(false, { method: "local-embedding" }, `${key}: no photo or face template of this process has that URL`);
      const embedding = await embeddingOf(file);
      if (!embedding) return verdict(false, { method: "local-embedding", score: 0 }, `${key}: no face found`);
      embeddings.push(embedding);
    }
    const [first = [], second = []] = embeddings;
    const comparison = compareEmbeddings(first, second, analysis);
    const result = { score: comparison.score, threshold: comparison.threshold, method: "local-embedding" };
    return verdict(comparison.passed, result, `face: score ${comparison.score} is below the threshold ${comparison.threshold}`);
  },
};
