import type { SigningIdentity } from "./create-signing-identity";

export type SignPdfInput = {
  pdf: Buffer;
  identity: Pick<SigningIdentity, "p12" | "passphrase" | "certificateSha256">;
  signerName: string;
  reason: string;
  location?: string;
  signedAt?: Date;
};

export type PdfSignature = {
  signedPdf: Buffer;
  /** An advanced electronic signature: unique key per account, tamper-evident, but no qualified certificate. */
  level: "advanced";
  subFilter: string;
  signedAt: string;
  certificateSha256: string;
};

/** Signs a PDF with a CMS signature over its byte ranges (ETSI.CAdES.detached sub-filter, as in PAdES). */
export async function signPdf({
  pdf,
  identity,
  signerName,
  reason,
  location = "",
  signedAt = new Date(),
}: SignPdfInput): Promise<PdfSignature> {
  // Loaded at the first signature (about 150 ms of CPU), not by every process that composes the app.
  const [{ plainAddPlaceholder }, { P12Signer }, { SignPdf }, { SUBFILTER_ETSI_CADES_DETACHED }] = await Promise.all([
    import("@signpdf/placeholder-plain"),
    import("@signpdf/signer-p12"),
    import("@signpdf/signpdf"),
    import("@signpdf/utils"),
  ]);
  const prepared = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason,
    contactInfo: "",
    name: signerName,
    location,
    signingTime: signedAt,
    signatureLength: 16_384,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: "idv-back-office",
  });
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase });
  const signedPdf = await new SignPdf().sign(prepared, signer, signedAt);
  return {
    signedPdf,
    level: "advanced",
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signedAt: signedAt.toISOString(),
    certificateSha256: identity.certificateSha256,
  };
}
