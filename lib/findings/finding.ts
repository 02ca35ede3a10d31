/** How much a finding weighs on the decision: every one must be acknowledged to approve; the worst colours the case. */
export const SEVERITIES = ["critical", "warning", "notice"] as const;
export type Severity = (typeof SEVERITIES)[number];

export type OtherOutcome = "approved" | "rejected" | "resubmission-requested" | "negative" | "finished" | "in-progress";

/**
 * Each kind of finding with the values needed to say it in words. Keys of personal values are named as the masking
 * rules name them (expiryDate: a date, documentNumbers: identifiers), so an auditor's copy is masked by the same rules.
 */
export type FindingValues = {
  "negative-finish": { attempts: number; maxRetries: number | null };
  "check-failed": Record<string, never>;
  "not-analysed": Record<string, never>;
  "result-unreadable": Record<string, never>;
  "document-expired": { expiryDate: string | null };
  "document-mismatch": { fields: string[] };
  "document-unreadable": { checks: string[] };
  "document-uncertain": { checks: string[] };
  "image-quality": { problems: { side: string; checks: string[] }[] };
  "face-mismatch": { score: number; threshold: number };
  "face-near-threshold": { score: number; threshold: number; margin: number };
  "no-face": Record<string, never>;
  "liveness-failed": Record<string, never>;
  "video-liveness-failed": { checks: string[] };
  "screening-hit": { hits: number };
  "code-not-confirmed": { reason: "wrong" | "expired" | "unknown" };
  "digital-key-failed": Record<string, never>;
  "call-failed": { reason: string };
  "call-postponed": { date: string | null };
  retried: { failedAttempts: number };
  "not-performed": { steps: string[] };
  "document-changed": { documentNumbers: string[] };
  "face-changed": { score: number; threshold: number };
  "face-unsure": Record<string, never>;
  "duplicate-document": { otherProcessId: string; otherOutcome: OtherOutcome };
  "duplicate-face": { otherProcessId: string; otherOutcome: OtherOutcome; score: number };
  "duplicate-of-rejected": { otherProcessId: string; otherOutcome: OtherOutcome; match: "document" | "face" };
  "screening-alert": { alerts: number };
  "device-change": { devices: number };
};

export type FindingKind = keyof FindingValues;

/** The severity of each kind: one table, so a kind reads the same on every screen. */
export const FINDING_SEVERITY: Record<FindingKind, Severity> = {
  "negative-finish": "critical",
  "check-failed": "critical",
  "not-analysed": "warning",
  "result-unreadable": "warning",
  "document-expired": "critical",
  "document-mismatch": "critical",
  "document-unreadable": "critical",
  "document-uncertain": "warning",
  "image-quality": "warning",
  "face-mismatch": "critical",
  "face-near-threshold": "warning",
  "no-face": "critical",
  "liveness-failed": "warning",
  "video-liveness-failed": "critical",
  "screening-hit": "critical",
  "code-not-confirmed": "critical",
  "digital-key-failed": "critical",
  "call-failed": "critical",
  "call-postponed": "critical",
  retried: "warning",
  "not-performed": "notice",
  "document-changed": "warning",
  "face-changed": "warning",
  "face-unsure": "warning",
  "duplicate-document": "warning",
  "duplicate-face": "warning",
  "duplicate-of-rejected": "critical",
  "screening-alert": "critical",
  "device-change": "notice",
};

export const FINDING_KINDS = Object.keys(FINDING_SEVERITY) as FindingKind[];

type FindingOf<K extends FindingKind> = {
  /** Stable across reads: what an acknowledgement names (kind and scope, never a value). */
  id: string;
  kind: K;
  severity: Severity;
  stepId?: string;
  stepName?: string;
  values: FindingValues[K];
  /** Attempts of the step when it took more than one. */
  attempts?: number;
  /** The service's own words and codes (BIO…, validation keys), for the details disclosure, never the headline. */
  details: string[];
};

export type Finding = { [K in FindingKind]: FindingOf<K> }[FindingKind];

/** Where a finding comes from: a step of the flow, or the case as a whole (a duplicate's id, the devices). */
export type FindingScope = { stepId?: string; stepName?: string; key?: string };

export function finding<K extends FindingKind>(
  kind: K,
  values: FindingValues[K],
  scope: FindingScope = {},
  extra: { details?: string[]; attempts?: number } = {},
): Finding {
  const id = [kind, scope.stepId ?? scope.key].filter(Boolean).join(":");
  return {
    id,
    kind,
    severity: FINDING_SEVERITY[kind],
    ...(scope.stepId ? { stepId: scope.stepId, stepName: scope.stepName ?? scope.stepId } : {}),
    values,
    ...(extra.attempts && extra.attempts > 1 ? { attempts: extra.attempts } : {}),
    details: [...new Set(extra.details ?? [])],
  } as Finding;
}

const RANK: Record<Severity, number> = { critical: 0, warning: 1, notice: 2 };

/** Most severe first; within a severity, in the order the case produced them. */
export function bySeverity(findings: readonly Finding[]): Finding[] {
  return findings
    .map((f, index) => ({ f, index }))
    .sort((a, b) => RANK[a.f.severity] - RANK[b.f.severity] || a.index - b.index)
    .map(({ f }) => f);
}

export function worstSeverity(findings: readonly Finding[]): Severity | null {
  return bySeverity(findings)[0]?.severity ?? null;
}
