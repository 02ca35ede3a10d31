import PDFDocument from "pdfkit";
import { beforeAll, describe, expect, it } from "vitest";
import { createSigningIdentity, type SigningIdentity } from "./create-signing-identity";
import { checkWithPdfsig } from "./pdfsig";
import { signPdf } from "./sign-pdf";
import { signPdfQualified } from "./sign-pdf-qualified";

let identity: SigningIdentity;
let contract: Buffer;

function renderContract(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ size: "A4" });
    const chunks: Buffer[] = [];
    document.on("data", (chunk: Buffer) => chunks.push(chunk));
    document.on("end", () => resolve(Buffer.concat(chunks)));
    document.fontSize(14).text("Account opening agreement (synthetic test document)");
    document.fontSize(11).text("The customer agrees to the terms. Amount: 1000 EUR.");
    document.end();
  });
}

beforeAll(async () => {
  identity = await createSigningIdentity({ commonName: "Demo Bank signing key", organisation: "Demo Bank" });
  contract = await renderContract();
});

describe("signPdf", { timeout: 30_000 }, () => {
  it("produces a signature that pdfsig reports valid", async () => {
    const result = await signPdf({ pdf: contract, identity, signerName: "Maria Sousa", reason: "OTP confirmed" });
    expect(result.level).toBe("advanced");
    const report = await checkWithPdfsig(result.signedPdf);
    expect(report.signatureCount).toBe(1);
    expect(report.isValid).toBe(true);
    expect(report.output).toContain("ETSI.CAdES.detached");
  });

  it("fails pdfsig once a signed byte is changed", async () => {
    const { signedPdf } = await signPdf({ pdf: contract, identity, signerName: "Maria Sousa", reason: "OTP confirmed" });
    const tampered = Buffer.from(signedPdf);
    const at = tampered.indexOf("1000 EUR") >= 0 ? tampered.indexOf("1000 EUR") : tampered.indexOf("/Producer");
    tampered[at + 1] = (tampered[at + 1] ?? 0) ^ 0x01;
    const report = await checkWithPdfsig(tampered);
    expect(report.isValid).toBe(false);
  });

  it("says honestly that a requested qualified signature is advanced", async () => {
    const result = await signPdfQualified({ pdf: contract, identity, signerName: "Maria Sousa", reason: "PIN and OTP confirmed" });
    expect(result).toMatchObject({ level: "advanced", requestedLevel: "qualified" });
    expect((await checkWithPdfsig(result.signedPdf)).isValid).toBe(true);
  });
});
