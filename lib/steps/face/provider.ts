import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import { enrollTemplate } from "@/lib/analysis/face/enroll-template";
import { livenessSingleFrame } from "@/lib/analysis/face/liveness-single-frame";
import { sharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import type { ProviderInput, ProviderResult, StepProvider } from "@/lib/steps/check-providers";
import { localProvider } from "../common/local-provider";
import { submittedMedia } from "../common/provider-inputs";
import { typeNames } from "../common/type-table";
import { verdict } from "../common/verdict";
import { documentPortrait, enrolledTemplate } from "../earlier-records";
import { FACE_TYPES, type FaceCheck } from "./action-types";
import { embeddingOf, faceSettings } from "./face-inputs";

const method = "local-embedding";

/**
 * liveness from one photo: indicative only (`method: single-frame-indicative`). A 3D scan needs a vendor's SDK and
 * service; the `template` a 3D client sends is kept in the record, not interpreted.
 */
async function checkLiveness(input: ProviderInput): Promise<ProviderResult> {
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
  if (!liveness.scores) return verdict(false, result, "photo: no face found", "no-face");
  return verdict(liveness.passed || !failOnIndicativeLiveness, result, "photo: the indicative liveness scores are below the threshold");
}

/** verify: the photo against the template the payload names (a file of this process), else the enrolled one, else the document portrait. */
async function checkVerify(input: ProviderInput): Promise<ProviderResult> {
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
  if (!against) return verdict(false, { method }, "face: no enrolled template or document portrait to verify against");
  if (!against.embedding) return verdict(false, { method, against: against.url }, "face: the reference shows no face");
  const face = await embeddingOf({ bytes: photo.bytes, contentType: photo.contentType });
  if (!face) return verdict(false, { method, against: against.url, score: 0 }, "photo: no face found", "no-face");
  const comparison = compareEmbeddings(face, against.embedding, faceSettings(input).analysis);
  const result = { score: comparison.score, threshold: comparison.threshold, against: against.url, method };
  return verdict(comparison.passed, result, `face: score ${comparison.score} is below the threshold ${comparison.threshold}`);
}

/** compare: template1 and template2 name photos or face templates of this process, by URL. */
async function checkCompare(input: ProviderInput): Promise<ProviderResult> {
  const { analysis } = faceSettings(input);
  const embeddings: number[][] = [];
  for (const key of ["template1", "template2"] as const) {
    const file = await input.readFile(String(input.payload[key]));
    if (!file) return verdict(false, { method }, `${key}: no photo or face template of this process has that URL`);
    const embedding = await embeddingOf(file);
    if (!embedding) return verdict(false, { method, score: 0 }, `${key}: no face found`, "no-face");
    embeddings.push(embedding);
  }
  const [first = [], second = []] = embeddings;
  const comparison = compareEmbeddings(first, second, analysis);
  const result = { score: comparison.score, threshold: comparison.threshold, method };
  return verdict(comparison.passed, result, `face: score ${comparison.score} is below the threshold ${comparison.threshold}`);
}

/** enroll: the photo's face becomes a template file of the process, for later verify steps. */
async function checkEnroll(input: ProviderInput): Promise<ProviderResult> {
  const photo = submittedMedia(input, "photo");
  const enrollment = await enrollTemplate(sharedAnalysisPool(), photo.bytes, faceSettings(input).analysis);
  if (!enrollment.template) return verdict(false, { method }, "photo: no face found", "no-face");
  const templateUrl = input.keepFile("processes", enrollment.template, enrollment.contentType);
  return verdict(true, { templateUrl, detectionScore: enrollment.detectionScore, method }, "");
}

/** A built-in face provider (`local` `face-liveness`, `face-verify`, ...) for the face types that do its check. */
const faceProvider = (check: FaceCheck, run: StepProvider["check"]) =>
  localProvider(
    `face-${check}`,
    typeNames(FACE_TYPES).filter((type) => FACE_TYPES[type].check === check),
    run,
  );

/** The built-in face providers, one per check. */
export const FACE_PROVIDERS: Record<FaceCheck, StepProvider> = {
  liveness: faceProvider("liveness", checkLiveness),
  verify: faceProvider("verify", checkVerify),
  compare: faceProvider("compare", checkCompare),
  enroll: faceProvider("enroll", checkEnroll),
};
