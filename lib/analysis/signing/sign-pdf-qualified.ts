import { type PdfSignature, type SignPdfInput, signPdf } from "./sign-pdf";

export type QualifiedSignatureRequest = PdfSignature & { requestedLevel: "qualified"; notice: string };

const NOTICE =
  "No qualified trust service provider is reachable from this deployment: the document carries an advanced signature, not a qualified one.";

/** The document-sign-qualified step: the caller has checked the PIN and OTP; the signature itself can only be advanced. */
export async function signPdfQualified(input: SignPdfInput): Promise<QualifiedSignatureRequest> {
  return { ...(await signPdf(input)), requestedLevel: "qualified", notice: NOTICE };
}
