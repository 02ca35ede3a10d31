/** Why a submission failed its check, as the applicant pages explain it; null when the message says nothing known. */
export type CheckFailureReason =
  | "screening"
  | "unavailable"
  | "noFace"
  | "faceMismatch"
  | "expired"
  | "dataMismatch"
  | "unreadableDocument"
  | "photoQuality"
  | "video"
  | "digitalKey";

// Order matters: the first pattern that matches the service's 422 message wins.
const REASONS: [RegExp, CheckFailureReason][] = [
  [/a listed name matches/, "screening"],
  [/could not be completed/, "unavailable"],
  [/no face found|shows no face/, "noFace"],
  [/^face: score/, "faceMismatch"],
  [/^document: .*\bexpiry_date\b/, "expired"],
  [/^document: .*\bmatch_/, "dataMismatch"],
  [/^document: .*\b(mrz|docType|integrity_\w+)\b/, "unreadableDocument"],
  [/^document: .*\bimageQA\b|image resolution/, "photoQuality"],
  [/^video: /, "video"],
  [/^accessToken: /, "digitalKey"],
];

export function checkFailureReason(message: string): CheckFailureReason | null {
  return REASONS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** A screening hit is never shown to the applicant (no tipping-off): only that the request will be reviewed. */
export function mayShowCheckDetail(reason: CheckFailureReason | null): boolean {
  return reason !== "screening";
}
