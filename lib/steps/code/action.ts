import { z } from "zod";
import { phoneRecipient, ZOtpCode, ZPhone } from "../common/fields";
import type { TwoSubmissionAction } from "../common/step-action";

export const ZOtpRequestPayload = z.strictObject({ phone: ZPhone });
export const ZOtpVerifyPayload = z.strictObject({ otpCode: ZOtpCode });

export const otp = {
  type: "otp",
  kind: "two-submission",
  request: ZOtpRequestPayload,
  verify: ZOtpVerifyPayload,
  async prepareRequest(payload) {
    return { recipient: phoneRecipient(payload.phone), payload };
  },
  async confirm() {
    return { status: true, payload: {}, provider: {} };
  },
} as const satisfies TwoSubmissionAction<typeof ZOtpRequestPayload, typeof ZOtpVerifyPayload>;
