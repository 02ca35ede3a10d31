import { z } from "zod";
import { ZBase64 } from "../common/fields";
import { checkWithProvider, readImage } from "../common/media";
import type { SingleSubmissionAction } from "../common/step-action";

export const ZDocumentOcrPayload = z
  .strictObject({ doctype: z.enum(["idcard", "passport", "residence"]), front: ZBase64, back: ZBase64.optional() })
  .refine((p) => p.doctype === "passport" || p.back !== undefined, { message: "required except for passport", path: ["back"] });

export const documentOcr = {
  schema: ZDocumentOcrPayload,
  async check(payload, context) {
    const media = [readImage(context, "front", payload.front)];
    if (payload.back !== undefined) media.push(readImage(context, "back", payload.back));
    const [front, back] = media;
    const record = { doctype: payload.doctype, front: front?.url, ...(back ? { back: back.url } : {}), livePhoto: false };
    return checkWithProvider(context, record, media);
  },
} as const satisfies SingleSubmissionAction<typeof ZDocumentOcrPayload>;
