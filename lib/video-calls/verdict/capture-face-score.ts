import { compareEmbeddings } from "@/lib/analysis/face/compare-faces";
import { ZFaceSettings } from "@/lib/analysis/face/face-settings";
import { currentRiskRules } from "@/lib/cases/risk/risk-rules";
import type { Db } from "@/lib/db/client";
import { readProcessFile } from "@/lib/service/files/process-files";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import { embeddingOf } from "@/lib/steps/face/face-inputs";
import type { CaptureFaceComparison, FaceScore } from "@/lib/steps/videoconference/capture-face";
import { type FaceReferenceFile, faceReferences } from "../room/face-references";

type Scope = { accountId: string; processId: string };

/** One live face against one reference image of the process; no score, and why, when a face is missing on either side. */
async function scoreAgainst(db: Db, scope: Scope, face: number[] | null, reference: FaceReferenceFile | null): Promise<FaceScore> {
  if (!reference) return { against: null, score: null, reason: "no-reference" };
  const file = await readProcessFile(db, { ...scope, staged: [] }, reference.url);
  if (!file) return { against: null, score: null, reason: "no-reference" };
  const embedding = await embeddingOf(file);
  if (!embedding) return { against: reference.against, score: null, reason: "no-face-in-reference" };
  if (!face) return { against: reference.against, score: null, reason: "no-face-in-capture" };
  return { against: reference.against, score: compareEmbeddings(face, embedding).score };
}

/**
 * A face still of the call against the document's portrait (or its front when none was cropped) and the selfie the
 * process holds, by the face engine and threshold the face steps use; near-threshold is judged by the margin of the risk
 * rules in force, as the case's findings are.
 */
export async function captureFaceScore(db: Db, scope: Scope, photo: Buffer): Promise<CaptureFaceComparison> {
  const [record, { rules }, face] = await Promise.all([
    getProcessRecordOrThrow(db, scope.accountId, scope.processId),
    currentRiskRules(db),
    embeddingOf({ bytes: photo, contentType: "image/jpeg" }),
  ]);
  const references = faceReferences(record.data);
  const [document, selfie] = await Promise.all([
    scoreAgainst(db, scope, face, references.document),
    scoreAgainst(db, scope, face, references.selfie),
  ]);
  const threshold = ZFaceSettings.parse({}).matchThreshold;
  return { threshold, margin: rules.rules["face-margin"].margin ?? 0.05, document, selfie };
}
