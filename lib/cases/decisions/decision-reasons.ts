import fs from "node:fs";
import { z } from "zod";
import { decisionReasonsEn } from "@/lib/i18n/back-office/decision-reasons/en";

export const OUTCOMES = ["approved", "rejected", "resubmission-requested"] as const;
export type Outcome = (typeof OUTCOMES)[number];

const ZReasons = z.record(z.enum(OUTCOMES), z.array(z.object({ code: z.string().min(1), label: z.string().min(1) })).min(1));
export type DecisionReasons = z.infer<typeof ZReasons>;

const defaults = (...codes: (keyof typeof decisionReasonsEn)[]) => codes.map((code) => ({ code, label: decisionReasonsEn[code] }));

/** The default list; an installation replaces it with DECISION_REASONS_FILE (JSON of the same shape). */
export const DEFAULT_REASONS: DecisionReasons = {
  approved: defaults("identity-verified", "verified-after-review"),
  rejected: defaults("document-invalid", "face-mismatch", "suspected-fraud", "aml-hit"),
  "resubmission-requested": defaults("poor-image-quality", "wrong-document", "incomplete-data"),
};

/** The reasons in the reader's words: the default list's from the dictionary; an installation's own as it wrote them. */
export function reasonsInWords(reasons: DecisionReasons, words: Record<string, string>): DecisionReasons {
  const isDefault = (outcome: Outcome, reason: { code: string; label: string }) =>
    DEFAULT_REASONS[outcome]?.some((d) => d.code === reason.code && d.label === reason.label) ?? false;
  return Object.fromEntries(
    Object.entries(reasons).map(([outcome, list]) => [
      outcome,
      list.map((reason) => (isDefault(outcome as Outcome, reason) ? { ...reason, label: words[reason.code] ?? reason.label } : reason)),
    ]),
  ) as DecisionReasons;
}

export function loadDecisionReasons(file = process.env.DECISION_REASONS_FILE): DecisionReasons {
  if (!file) return DEFAULT_REASONS;
  const parsed = ZReasons.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(`DECISION_REASONS_FILE ${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data;
}
