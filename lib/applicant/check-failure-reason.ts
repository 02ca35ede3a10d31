/** What an applicant can do something about in a failed check, or what they are told instead of the detail. */
export type CheckFailureReason =
  | "screening"
  | "unavailable"
  | "video"
  | "digitalKey"
  | "documentImage"
  | "documentUnreadable"
  | "documentExpired"
  | "documentMismatch"
  | "noFace"
  | "faceMismatch"
  | "codeWrong"
  | "codeExpired";

const isUnreadable = (check: string) => check === "mrz" || check === "docType" || check.startsWith("integrity_");

/** "document: mrz, imageQA BAD; integrity_doc_number UNCERTAIN" → the checks by verdict; null for other messages. */
function documentVerdicts(message: string): { bad: string[]; uncertain: string[] } | null {
  const body = /^document: (.+)$/.exec(message)?.[1];
  if (!body) return null;
  const verdicts = { bad: [] as string[], uncertain: [] as string[] };
  for (const part of body.split("; ")) {
    const [, keys, label] = /^(.+) (BAD|UNCERTAIN)$/.exec(part) ?? [];
    if (!keys) return null;
    verdicts[label === "BAD" ? "bad" : "uncertain"].push(...keys.split(", "));
  }
  return verdicts;
}

/**
 * The reason behind a real check's 422 message ("document: mrz, imageQA BAD", "photo: no face found",
 * "face: score 0.41 is below the threshold 0.8"); null for any other message. When the code lines were read, what
 * they say (expired, not matching) is the reason, not the photo.
 */
export function checkFailureReason(message: string): CheckFailureReason | null {
  // A screening hit is never described to the applicant (no tipping-off); a provider outage is not their doing.
  if (message.startsWith("aml: ")) return "screening";
  if (message.includes("could not be completed; nothing was recorded")) return "unavailable";
  if (message.startsWith("video: ")) return "video";
  if (message.startsWith("accessToken: ")) return "digitalKey";
  const documentChecks = documentVerdicts(message);
  if (documentChecks) {
    const { bad, uncertain } = documentChecks;
    // Characters read without a clear margin: a sharper photo is what helps.
    const isRead = !bad.some(isUnreadable) && uncertain.length === 0;
    if (isRead && bad.includes("expiry_date")) return "documentExpired";
    if (isRead && bad.some((check) => check.startsWith("match_"))) return "documentMismatch";
    if (bad.includes("imageQA") || uncertain.length > 0) return "documentImage";
    return isRead ? null : "documentUnreadable";
  }
  if (message === "photo: no face found") return "noFace";
  if (message === "otpCode: the code is not right") return "codeWrong";
  if (message.startsWith("otpCode: the code has expired")) return "codeExpired";
  if (/^face: score \S+ is below the threshold/.test(message)) return "faceMismatch";
  return null;
}
