import fs from "node:fs";
import { z } from "zod";

export const OUTCOMES = ["approved", "rejected", "resubmission-requested"] as const;
export type Outcome = (typeof OUTCOMES)[number];

const ZReasons = z.record(z.enum(OUTCOMES), z.array(z.object({ code: z.string().min(1), label: z.string().min(1) })).min(1));
export type DecisionReasons = z.infer<typeof ZReasons>;

/** The default list; an installation replaces it with DECISION_REASONS_FILE (JSON of the same shape). */
export const DEFAULT_REASONS: DecisionReasons = {
  approved: [
    { code: "identity-verified", label: "Identity verified" },
    { code: "verified-after-review", label: "Verified after manual review" },
  ],
  rejected: [
    { code: "document-invalid", label: "Document invalid or expired" },
    { code: "face-mismatch", label: "Face does not match the document" },
    { code: "suspected-fraud", label: "Suspected fraud" },
    { code: "aml-hit", label: "Sanctions or PEP match confirmed" },
  ],
  "resubmission-requested": [
    { code: "poor-image-quality", label: "Images unreadable" },
    { code: "wrong-document", label: "Wrong document type" },
    { code: "incomplete-data", label: "Missing or inconsistent data" },
  ],
};

export function loadDecisionReasons(file = process.env.DECISION_REASONS_FILE): DecisionReasons {
  if (!file) return DEFAULT_REASONS;
  const parsed = ZReasons.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(`DECISION_REASONS_FILE ${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data;
}
