import { z } from "zod";
import { checkWithProvider } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFaceCompare3d2dPayload = z.strictObject({ template1: z.string().min(1), template2: z.string().min(1) });

export const faceCompare3d2d = {
  type: "face-compare-3d2d",
  kind: "single",
  schema: ZFaceCompare3d2dPayload,
  async check(payload, context) {
    return checkWithProvider(context, { ...payload, livePhoto: false }, []);
  },
} as const satisfies SingleSubmissionAction<typeof ZFaceCompare3d2dPayload>;
