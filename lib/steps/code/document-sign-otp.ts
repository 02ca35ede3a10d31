import { z } from "zod";
import { ZOtpCode, ZPhone } from "../common/fields";
import type { TwoSubmissionAction } from "../common/step-action";
import { confirmSigning, prepareSigningRequest } from "./signing";

export const ZDocumentSignOtpRequestPayload = z.strictObject({ phoneNumber: ZPhone, fileId: z.string().min(1).max(100) });
export const ZDocumentSignOtpVerifyPayload = z.strictObject({ fileId: z.string().min(1).max(100), otpCode: ZOtpCode });

export const documentSignOtp = {
  type: "document-sign-otp",
  kind: "two-submission",
  request: ZDocumentSignOtpRequestPayload,
  verify: ZDocumentSignOtpVerifyPayload,
  prepareRequest: prepareSigningRequest,
  confirm: confirmSigning,
} as const satisfies TwoSubmissionAction<typeof ZDocumentSignOtpRequestPayload, typeof ZDocumentSignOtpVerifyPayload>;
