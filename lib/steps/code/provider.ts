import { signPdf } from "@/lib/analysis/signing/sign-pdf";
import { signPdfQualified } from "@/lib/analysis/signing/sign-pdf-qualified";
import { sha256Hex } from "@/lib/security/secrets";
import { localProvider } from "../common/local-provider";
import { typeNames } from "../common/type-table";
import { verdict } from "../common/verdict";
import { formData } from "../earlier-records";
import { CODE_TYPES, signatureOf } from "./action-types";
import { accountSigningIdentity } from "./signing-identities";

/**
 * document-sign-otp / -qualified, once the code is confirmed: the attachment (a PDF) signed with the account's key
 * (CMS over the byte ranges, ETSI.CAdES.detached as in PAdES); the signed copy is kept as a file of the process.
 * No qualified trust service is reachable, so the qualified step says `level: advanced`.
 */
export const documentSigningProvider = localProvider(
  "document-sign",
  typeNames(CODE_TYPES).filter((type) => CODE_TYPES[type].signature !== null),
  async (input) => {
    const fileId = String(input.payload.fileId);
    const document = await input.readFile(fileId);
    if (!document) return verdict(false, { fileId }, "fileId: no attachment of this account has that id");
    if (document.contentType !== "application/pdf" || !document.bytes.subarray(0, 5).equals(Buffer.from("%PDF-")))
      return verdict(false, { fileId }, "fileId: only PDF documents can be signed");
    const signerName = formData(await input.earlierRecords()).fullName ?? "Applicant";
    const identity = await accountSigningIdentity(input.accountId);
    const request = { pdf: document.bytes, identity, signerName, reason: `Signed in process ${input.processId}`, signedAt: input.now };
    const { signedPdf, ...signature } =
      signatureOf(input.actionType) === "qualified" ? await signPdfQualified(request) : await signPdf(request);
    const signedFileUrl = input.keepFile("processes", signedPdf, "application/pdf");
    return verdict(true, { ...signature, signedFileUrl, fileId, originalSha256: sha256Hex(document.bytes), signerName }, "");
  },
);
