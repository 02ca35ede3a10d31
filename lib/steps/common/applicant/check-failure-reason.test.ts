import { describe, expect, it } from "vitest";
import type { RecordDraft } from "@/lib/service/contract/step-outcome";
import { attemptReason } from "../../../applicant/applicant-check-failure";

/** A failed attempt as the engine records it: the provider's result and its 422, in the step family's own shapes. */
const failed = (action: RecordDraft["action"], result: Record<string, unknown>, error: Record<string, string> = {}): RecordDraft => ({
  stepId: "step",
  action,
  status: false,
  payload: {},
  info: { retry: 0 },
  config: {},
  provider: { status: false, result },
  error: { code: "BIOPMSSE422", message: "failed", ...error },
});
const document = (validations: Record<string, string>, imageQA: Record<string, Record<string, string>> = {}) =>
  failed("document-ocr", { validations, imageQA, fields: { expiry_date: "2024-01-31" } });

describe("the applicant's reason for a failed check", () => {
  it("comes from the document's validations: expired or not matching once it was read, else the photo or the code lines", () => {
    expect(attemptReason(document({ mrz: "BAD", docType: "BAD", imageQA: "BAD" }, { front: { focus: "BAD" } }))).toBe("documentUnreadable");
    expect(attemptReason(document({ integrity_doc_number: "BAD" }))).toBe("documentUnreadable");
    expect(attemptReason(document({ expiry_date: "BAD", imageQA: "BAD" }, { front: { glares: "BAD" } }))).toBe("documentExpired");
    expect(attemptReason(document({ expiry_date: "BAD", match_surname: "BAD" }))).toBe("documentExpired");
    expect(attemptReason(document({ match_name: "BAD", imageQA: "BAD" }))).toBe("documentMismatch");
    expect(attemptReason(document({ imageQA: "BAD" }, { back: { bounds: "BAD" } }))).toBe("documentImage");
  });

  it("asks for a sharper photo when characters were read without a clear margin", () => {
    expect(attemptReason(document({ integrity_doc_number: "UNCERTAIN" }))).toBe("documentImage");
    expect(attemptReason(document({ match_name: "BAD", mrz: "UNCERTAIN" }))).toBe("documentImage");
    expect(attemptReason(document({ expiry_date: "BAD", text: "UNCERTAIN" }))).toBe("documentImage");
  });

  it("names a missing face, a face that does not match, a liveness below its threshold", () => {
    expect(attemptReason(failed("face-liveness-2d", { scores: null, livenessStatus: 0 }, { reason: "no-face" }))).toBe("noFace");
    expect(attemptReason(failed("face-verify-2d", { score: 0, method: "local-embedding" }))).toBe("noFace");
    expect(attemptReason(failed("face-compare-2d2d", { score: 0.41, threshold: 0.8 }))).toBe("faceMismatch");
    expect(attemptReason(failed("face-liveness-2d", { scores: { real: 0.2, live: 0.3 }, livenessStatus: 0 }))).toBe("liveness");
  });

  it("never describes a screening hit (no tipping-off); words the video, the digital key and the code", () => {
    expect(attemptReason(failed("aml", { hits: [{ id: "x-1", score: 0.9 }] }))).toBe("screening");
    expect(attemptReason(failed("video-liveness", { failedChecks: ["faceCoverage", "motion"] }))).toBe("video");
    expect(attemptReason(failed("digital-key", { verified: false }))).toBe("digitalKey");
    expect(attemptReason(failed("otp", {}, { reason: "code-wrong" }))).toBe("codeWrong");
    expect(attemptReason(failed("otp", {}, { reason: "code-expired" }))).toBe("codeExpired");
  });

  it("says nothing it cannot read from the attempt: a failure its family has no words for keeps the service's message", () => {
    expect(attemptReason(failed("face-compare-2d2d", { method: "local-embedding" }))).toBeNull();
    expect(attemptReason(failed("joint-ownership", {}))).toBeNull();
  });
});
