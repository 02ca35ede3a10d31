import { describe, expect, it } from "vitest";
import { checkFailureReason, mayShowCheckDetail } from "./check-failure-reason";

describe("checkFailureReason", () => {
  it.each([
    ["aml: a listed name matches above the threshold", "screening"],
    ["face-liveness-3d: the check could not be completed; nothing was recorded, please submit again", "unavailable"],
    ["photo: no face found", "noFace"],
    ["face: score 0.41 is below the threshold 0.7", "faceMismatch"],
    ["document: expiry_date BAD", "expired"],
    ["document: match_name, match_birth_date BAD", "dataMismatch"],
    ["document: mrz, docType, integrity_doc_number BAD", "unreadableDocument"],
    ["document: imageQA BAD", "photoQuality"],
    ["front: image resolution 320x200 is below the minimum 640x400", "photoQuality"],
    ["video: faceCoverage, motion below the threshold", "video"],
    ["accessToken: signature verification failed", "digitalKey"],
    ["the code is not right", null],
  ] as const)("%s → %s", (message, reason) => {
    expect(checkFailureReason(message)).toBe(reason);
  });

  it("never shows a screening hit's detail to the applicant", () => {
    expect(mayShowCheckDetail("screening")).toBe(false);
    expect(mayShowCheckDetail("photoQuality")).toBe(true);
  });
});
