import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFaceVerify3dPayload = z.strictObject({ template: z.string().min(1), photo: ZBase64 });

export const faceVerify3d = {
  type: "face-verify-3d",
  kind: "single",
  schema: ZFaceVerify3dPayload,
  async check(payload, context) {
    const photo = readImage(context, "photo", payload.photo);
    return checkWithProvider(context, { ...payload, photo: photo.url }, [photo]);
  },
} as const satisfies SingleSubmissionAction<typeof ZFaceVerify3dPayload>;
