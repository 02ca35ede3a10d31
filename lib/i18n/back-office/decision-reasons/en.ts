/** The default decision reasons by code (lib/cases/decisions/decision-reasons.ts); an installation's own list says its own words. */
export const decisionReasonsEn = {
  "identity-verified": "Identity verified",
  "verified-after-review": "Verified after manual review",
  "document-invalid": "Document invalid or expired",
  "face-mismatch": "Face does not match the document",
  "suspected-fraud": "Suspected fraud",
  "aml-hit": "Sanctions or PEP match confirmed",
  "poor-image-quality": "Images unreadable",
  "wrong-document": "Wrong document type",
  "incomplete-data": "Missing or inconsistent data",
};
