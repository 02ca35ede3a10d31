import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZFaceLiveness3dPayload = z.strictObject({ reference: z.string().min(1), photo: ZBase64, template: z.string().min(1) });

export const faceLiveness3d = {
  type: "face-liveness-3d",
  kind: "single",
  schema: ZFaceLiveness3dPayload,
  async check(payload, context) {
    const photo = readImage(context, "photo", payload.photo);
    return checkWithProvider(context, { ...payload, photo: photo.url }, [photo]);
  },
} as const satisfies SingleSubmissionAction<typeof ZFaceLiveness3dPayload>;
