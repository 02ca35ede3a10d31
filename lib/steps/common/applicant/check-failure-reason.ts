import type { Finding, FindingKind } from "@/lib/findings/finding";

/** What an applicant can do something about in a failed check, or what they are told instead of the detail. */
export const CHECK_FAILURE_REASONS = [
  "screening",
  "unavailable",
  "video",
  "liveness",
  "digitalKey",
  "documentImage",
  "documentUnreadable",
  "documentExpired",
  "documentMismatch",
  "noFace",
  "faceMismatch",
  "codeWrong",
  "codeExpired",
] as const;
export type CheckFailureReason = (typeof CHECK_FAILURE_REASONS)[number];

/**
 * The reason an attempt's findings give the applicant, the first that applies: when the document was read well enough
 * to say it has expired or does not match, that is the reason, not the photo; a sharper photo helps an uncertain
 * reading. A screening hit is never described (no tipping-off).
 */
const PRECEDENCE: [FindingKind, (finding: Finding) => CheckFailureReason | null][] = [
  ["screening-hit", () => "screening"],
  ["document-uncertain", () => "documentImage"],
  ["document-unreadable", () => "documentUnreadable"],
  ["document-expired", () => "documentExpired"],
  ["document-mismatch", () => "documentMismatch"],
  ["image-quality", () => "documentImage"],
  ["no-face", () => "noFace"],
  ["face-mismatch", () => "faceMismatch"],
  ["liveness-failed", () => "liveness"],
  ["video-liveness-failed", () => "video"],
  ["digital-key-failed", () => "digitalKey"],
  ["code-not-confirmed", (f) => (f.kind === "code-not-confirmed" && f.values.reason === "expired" ? "codeExpired" : "codeWrong")],
];

export function checkFailureReason(findings: readonly Finding[]): CheckFailureReason | null {
  for (const [kind, reason] of PRECEDENCE) {
    const found = findings.find((f) => f.kind === kind);
    if (found) return reason(found);
  }
  return null;
}
