import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFaceEnroll3dPayload = z.strictObject({ template: z.string().min(1), photo: ZBase64 });

export const faceEnroll3d = {
  type: "face-enroll-3d",
  kind: "single",
  schema: ZFaceEnroll3dPayload,
  async check(payload, context) {
    const photo = readImage(context, "photo", payload.photo);
    return checkWithProvider(context, { ...payload, photo: photo.url }, [photo]);
  },
} as const satisfies SingleSubmissionAction<typeof ZFaceEnroll3dPayload>;
