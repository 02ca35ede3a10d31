import { z } from "zod";
import { ZOtpCode, ZPhone } from "../common/fields";
import type { TwoSubmissionAction } from "../common/step-action";
import { confirmSigning, prepareSigningRequest } from "./signing";

export const ZDocumentSignQualifiedRequestPayload = z.strictObject({
  phoneNumber: ZPhone,
  fileId: z.string().min(1).max(100),
  pin: z.number().int().min(0).max(99_999_999),
});
export const ZDocumentSignQualifiedVerifyPayload = z.strictObject({ fileId: z.string().min(1).max(100), otpCode: ZOtpCode });

export const documentSignQualified = {
  type: "document-sign-qualified",
  kind: "two-submission",
  request: ZDocumentSignQualifiedRequestPayload,
  verify: ZDocumentSignQualifiedVerifyPayload,
  // The PIN goes to the qualified signing provider only; it is never recorded.
  prepareRequest: (payload, context) => prepareSigningRequest(payload, context),
  confirm: confirmSigning,
} as const satisfies TwoSubmissionAction<typeof ZDocumentSignQualifiedRequestPayload, typeof ZDocumentSignQualifiedVerifyPayload>;
