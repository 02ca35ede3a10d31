import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFaceEnroll2dPayload = z.strictObject({ photo: ZBase64, reference: z.string().min(1) });

export const faceEnroll2d = {
  type: "face-enroll-2d",
  kind: "single",
  schema: ZFaceEnroll2dPayload,
  async check(payload, context) {
    const photo = readImage(context, "photo", payload.photo);
    return checkWithProvider(context, { ...payload, photo: photo.url }, [photo]);
  },
} as const satisfies SingleSubmissionAction<typeof ZFaceEnroll2dPayload>;
