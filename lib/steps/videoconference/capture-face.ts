import { z } from "zod";

/** What a live face capture is compared with: the document's cropped portrait (or its front when none was cropped), the selfie. */
export const FACE_REFERENCES = ["document-portrait", "document-front", "selfie"] as const;
export type FaceReference = (typeof FACE_REFERENCES)[number];

/** Why a comparison has no score: nothing to compare with, or no face found on one side. */
export const NO_SCORE_REASONS = ["no-reference", "no-face-in-reference", "no-face-in-capture"] as const;

const ZFaceScore = z.object({
  against: z.enum(FACE_REFERENCES).nullable(),
  score: z.number().min(-1).max(1).nullable(),
  reason: z.enum(NO_SCORE_REASONS).optional(),
});
export type FaceScore = z.output<typeof ZFaceScore>;

/** A live face capture against the document and the selfie, by the face steps' engine, with the threshold and margin it was judged by. */
export const ZCaptureFaceComparison = z.object({
  threshold: z.number(),
  margin: z.number(),
  document: ZFaceScore,
  selfie: ZFaceScore,
});
export type CaptureFaceComparison = z.output<typeof ZCaptureFaceComparison>;

/** A stored comparison, or null when there is none or it cannot be read (an older or damaged value says nothing). */
export function parseCaptureFaceComparison(value: unknown): CaptureFaceComparison | null {
  const parsed = ZCaptureFaceComparison.safeParse(value);
  return parsed.success ? parsed.data : null;
}
