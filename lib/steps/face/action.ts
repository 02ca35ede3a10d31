import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";
import { FACE_TYPES, type FaceType } from "./action-types";

type FaceBody = Record<string, string>;

/** The body a face type takes: its fields in the spec's order, `photo` a Base64 image and the others non-empty. */
function faceSchema(type: FaceType): z.ZodType<FaceBody> {
  return z.strictObject(
    Object.fromEntries(FACE_TYPES[type].submits.map((field) => [field, field === "photo" ? ZBase64 : z.string().min(1)])),
  );
}

/** Every face step: the photo (when the type takes one) is stored and passed to the step's provider; compares pass references. */
export function faceAction(type: FaceType) {
  return {
    schema: faceSchema(type),
    async check(payload, context) {
      if (payload.photo === undefined) return checkWithProvider(context, { ...payload, livePhoto: false }, []);
      const photo = readImage(context, "photo", payload.photo);
      const capture = context.capture ? { capture: context.capture } : {};
      return checkWithProvider(context, { ...payload, photo: photo.url, ...capture }, [photo], { ...payload, photo: photo.url });
    },
  } satisfies SingleSubmissionAction<z.ZodType<FaceBody>>;
}
