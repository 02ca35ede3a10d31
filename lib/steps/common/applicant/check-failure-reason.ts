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

type FindingOf<K extends FindingKind> = Extract<Finding, { kind: K }>;

/** A kind that gives the applicant no reason, and why: the failure keeps the service's message, or it is not an attempt's. */
type NoReason = { noReason: string };
const noReason = (why: string): NoReason => ({ noReason: why });

type ReasonRule<K extends FindingKind> = CheckFailureReason | ((finding: FindingOf<K>) => CheckFailureReason) | NoReason;

/**
 * What each kind of finding tells the applicant, in precedence order (the first kind found gives the reason): when the
 * document was read well enough to say it has expired or does not match, that is the reason, not the photo; a sharper
 * photo helps an uncertain reading. A screening hit is never described (no tipping-off).
 */
const REASON_OF: { [K in FindingKind]: ReasonRule<K> } = {
  "screening-hit": "screening",
  "document-uncertain": "documentImage",
  "document-unreadable": "documentUnreadable",
  "document-expired": "documentExpired",
  "document-mismatch": "documentMismatch",
  "image-quality": "documentImage",
  "no-face": "noFace",
  "face-mismatch": "faceMismatch",
  "liveness-failed": "liveness",
  "video-liveness-failed": "video",
  "digital-key-failed": "digitalKey",
  "code-not-confirmed": (finding) => (finding.values.reason === "expired" ? "codeExpired" : "codeWrong"),
  "check-failed": noReason("a failure its family has no words for: the service's message says it"),
  "result-unreadable": noReason("nothing can be read from the result: the service's message says what failed"),
  "not-analysed": noReason("a passed step, not a failure"),
  "face-near-threshold": noReason("a passed comparison, near its threshold: for the reviewer"),
  "call-failed": noReason("the agent's verdict in a call the applicant took part in"),
  "call-postponed": noReason("the applicant's own choice, not a failure"),
  "negative-finish": noReason("the process's end, not one attempt's: the applicant's page says it ended"),
  retried: noReason("the step's history across attempts, for the reviewer"),
  "not-performed": noReason("steps of the whole process, not an attempt's"),
  "device-change": noReason("the process's devices, not an attempt's"),
  "document-changed": noReason("compares attempts, for the reviewer"),
  "face-changed": noReason("compares attempts, for the reviewer"),
  "face-unsure": noReason("compares attempts, for the reviewer"),
  "duplicate-document": noReason("other cases: never told to the applicant"),
  "duplicate-face": noReason("other cases: never told to the applicant"),
  "duplicate-of-rejected": noReason("other cases: never told to the applicant"),
  "screening-alert": noReason("ongoing screening of a finished case: never told to the applicant"),
};

export function checkFailureReason(findings: readonly Finding[]): CheckFailureReason | null {
  for (const [kind, rule] of Object.entries(REASON_OF) as [FindingKind, ReasonRule<FindingKind>][]) {
    if (typeof rule === "object") continue;
    const found = findings.find((f) => f.kind === kind);
    if (found) return typeof rule === "function" ? (rule as (finding: Finding) => CheckFailureReason)(found) : rule;
  }
  return null;
}
