import { describe, expect, it } from "vitest";
import { faceOutcome } from "./face-outcome";

const against = "document-portrait" as const;

describe("a live face capture's comparison in a word", () => {
  it("matches at or above the threshold by at least the margin", () => {
    expect(faceOutcome({ against, score: 0.91 }, 0.7, 0.05)).toBe("match");
    expect(faceOutcome({ against, score: 0.75 }, 0.7, 0.05)).toBe("match");
  });

  it("is near the threshold when above it by less than the margin, and a mismatch below it", () => {
    expect(faceOutcome({ against, score: 0.7 }, 0.7, 0.05)).toBe("near-threshold");
    expect(faceOutcome({ against, score: 0.7499 }, 0.7, 0.05)).toBe("near-threshold");
    expect(faceOutcome({ against, score: 0.6999 }, 0.7, 0.05)).toBe("mismatch");
    expect(faceOutcome({ against: "selfie", score: 0.12 }, 0.7, 0.05)).toBe("mismatch");
  });

  it("is unsure, with no score, when no face was found on either side", () => {
    expect(faceOutcome({ against, score: null, reason: "no-face-in-capture" }, 0.7, 0.05)).toBe("unsure");
    expect(faceOutcome({ against: "selfie", score: null, reason: "no-face-in-reference" }, 0.7, 0.05)).toBe("unsure");
  });

  it("says nothing was compared when the process holds no reference", () => {
    expect(faceOutcome({ against: null, score: null, reason: "no-reference" }, 0.7, 0.05)).toBe("not-compared");
  });
});
