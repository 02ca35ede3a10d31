import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../i18n/applicant-dictionary";
import { checkFailureReason } from "./check-failure-reason";

describe("the reason an applicant is shown for a failed check", () => {
  it("blames the photo only when the document's code lines could not be read", () => {
    expect(checkFailureReason("document: mrz, docType, imageQA BAD")).toBe("documentImage");
    expect(checkFailureReason("document: integrity_doc_number BAD")).toBe("documentUnreadable");
    expect(checkFailureReason("document: expiry_date, imageQA BAD")).toBe("documentExpired");
    expect(checkFailureReason("document: expiry_date, match_surname BAD")).toBe("documentExpired");
    expect(checkFailureReason("document: match_name, imageQA BAD")).toBe("documentMismatch");
  });

  it("asks for a sharper photo when the code lines were read without a clear margin", () => {
    expect(checkFailureReason("document: integrity_doc_number UNCERTAIN")).toBe("documentImage");
    expect(checkFailureReason("document: match_name BAD; mrz, match_surname UNCERTAIN")).toBe("documentImage");
    expect(checkFailureReason("document: expiry_date BAD; text UNCERTAIN")).toBe("documentImage");
  });

  it("names the face checks' reasons", () => {
    expect(checkFailureReason("photo: no face found")).toBe("noFace");
    expect(checkFailureReason("face: score 0.41 is below the threshold 0.8")).toBe("faceMismatch");
  });

  it("says only that a screening hit will be reviewed, and that an outage is nobody's fault", () => {
    expect(checkFailureReason("aml: a listed name matches above the threshold")).toBe("screening");
    expect(checkFailureReason("aml: the check could not be completed; nothing was recorded, please submit again")).toBe("screening");
    expect(checkFailureReason("face-liveness-3d: the check could not be completed; nothing was recorded, please submit again")).toBe(
      "unavailable",
    );
    expect(checkFailureReason("video: faceCoverage, motion below the threshold")).toBe("video");
    expect(checkFailureReason("accessToken: signature verification failed")).toBe("digitalKey");
  });

  it("explains a wrong or expired code in the applicant's language", () => {
    expect(checkFailureReason("otpCode: the code is not right")).toBe("codeWrong");
    expect(checkFailureReason("otpCode: the code has expired; request a new one")).toBe("codeExpired");
  });

  it("leaves any other message to be shown as the service wrote it", () => {
    expect(checkFailureReason("template1: no photo or face template of this process has that URL")).toBeNull();
    expect(checkFailureReason("document: something_new BAD")).toBeNull();
  });

  it("has words for every reason in both languages", () => {
    expect(Object.keys(dictionaryFor("pt-PT").checks)).toEqual(Object.keys(dictionaryFor("en-GB").checks));
    expect(dictionaryFor("pt-PT").checks.noFace).toContain("cara");
  });
});
