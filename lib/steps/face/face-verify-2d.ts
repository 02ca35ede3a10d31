import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFaceVerify2dPayload = z.strictObject({ photo: ZBase64 });

export const faceVerify2d = {
  type: "face-verify-2d",
  kind: "single",
  schema: ZFaceVerify2dPayload,
  async check(payload, context) {
    const photo = readImage(context, "photo", payload.photo);
    return checkWithProvider(context, { ...payload, photo: photo.url }, [photo]);
  },
} as const satisfies SingleSubmissionAction<typeof ZFaceVerify2dPayload>;
