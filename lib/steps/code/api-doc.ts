import { NO_PROVIDER, type StepApiDoc } from "../common/api-doc";
import { CODE_TYPES, type CodeType } from "./action-types";

const TWO_SUBMISSIONS =
  'two submissions: the request sends a 6-digit code by SMS and stays on the step (200 with nonce); the verification passes, or counts a failed attempt when the code is wrong or expired (`OTP_TTL_SECONDS`). A verification before any request → 400. The record\'s `config` holds `otpDate`, `numberAttemptsSend`, `numberAttemptsCode`, `otpConfirmed` and `otpCode: "******"`; the code itself is kept only as an HMAC.';

const SIGNING =
  "`fileId` must be one of the account's `attachments` (else 400) and the same in both submissions; once the code is right, that PDF is signed with the account's key (CMS over the byte ranges, ETSI.CAdES.detached as in PAdES) and the signed copy kept as a file of the process; a file that is not a PDF → 422";

/** The code family's words: otp confirms a phone; the signing steps also sign a document. */
export function codeApiDoc(type: CodeType): StepApiDoc {
  const { signature } = CODE_TYPES[type];
  if (signature === null)
    return {
      body: "request: `phone` `{country, number}`; verification: `otpCode`",
      check: "the code sent, typed back before it expires; a wrong or expired one → 422",
      result: NO_PROVIDER,
      notes: [TWO_SUBMISSIONS],
    };
  const pin = signature === "qualified" ? ", `pin` (integer of up to 8 digits, handed to the signing only, never recorded)" : "";
  const qualified =
    signature === "qualified"
      ? "; also `requestedLevel: qualified` and a `notice`: no qualified trust service is reachable, so the signature is advanced"
      : "";
  return {
    body: `request: \`phoneNumber\` \`{country, number}\`, \`fileId\`${pin}; verification: \`fileId\`, \`otpCode\``,
    check: SIGNING,
    result: `\`level: advanced\`, \`subFilter\`, \`signedAt\`, \`certificateSha256\`, \`signedFileUrl\` (the signed copy), \`fileId\`, \`originalSha256\`, \`signerName\`${qualified}`,
    notes: [TWO_SUBMISSIONS],
  };
}
