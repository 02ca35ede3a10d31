import { z } from "zod";
import { phoneRecipient, ZOtpCode, ZPhone } from "../common/fields";
import type { TwoSubmissionAction } from "../common/step-action";
import { CODE_TYPES, type CodeType } from "./action-types";
import { confirmSigning, prepareSigningRequest } from "./signing";

export const ZOtpRequestPayload = z.strictObject({ phone: ZPhone });
export const ZOtpVerifyPayload = z.strictObject({ otpCode: ZOtpCode });

export const otp = {
  request: ZOtpRequestPayload,
  verify: ZOtpVerifyPayload,
  async prepareRequest(payload) {
    return { recipient: phoneRecipient(payload.phone), payload };
  },
  async confirm() {
    return { status: true, payload: {}, provider: {} };
  },
} as const satisfies TwoSubmissionAction<typeof ZOtpRequestPayload, typeof ZOtpVerifyPayload>;

const ZFileId = z.string().min(1).max(100);
export const ZSigningRequestPayload = z.strictObject({ phoneNumber: ZPhone, fileId: ZFileId });
export const ZSigningVerifyPayload = z.strictObject({ fileId: ZFileId, otpCode: ZOtpCode });
// The PIN goes to the qualified signing provider only; it is never recorded.
const ZQualifiedSigningRequestPayload = ZSigningRequestPayload.extend({ pin: z.number().int().min(0).max(99_999_999) });

function signing<R extends typeof ZSigningRequestPayload | typeof ZQualifiedSigningRequestPayload>(request: R) {
  return {
    request,
    verify: ZSigningVerifyPayload,
    prepareRequest: prepareSigningRequest,
    confirm: confirmSigning,
  } satisfies TwoSubmissionAction<R, typeof ZSigningVerifyPayload>;
}

/** otp sends a code; the signing steps also name the document, and the qualified one takes the signature PIN. */
export function codeAction(type: CodeType) {
  const { signature } = CODE_TYPES[type];
  if (signature === null) return otp;
  return signature === "qualified" ? signing(ZQualifiedSigningRequestPayload) : signing(ZSigningRequestPayload);
}
