import { describe, expect, it } from "vitest";
import { callRecordEn } from "@/lib/i18n/back-office/call-record/en";
import { callRecordPt } from "@/lib/i18n/back-office/call-record/pt";
import { CAPTURE_KINDS, captureName } from "./capture-names";

describe("a call's captures are named for what they show", () => {
  it("names each kind with its place among the captures, in English and Portuguese", () => {
    const kinds = ["face", "document-front", "document-back"];
    expect(kinds.map((kind, i) => captureName(kind, i + 1, callRecordEn.captureNames))).toEqual([
      "Face, live capture 1",
      "Document front, live capture 2",
      "Document back, live capture 3",
    ]);
    expect(kinds.map((kind, i) => captureName(kind, i + 1, callRecordPt.captureNames))).toEqual([
      "Rosto, captura ao vivo 1",
      "Frente do documento, captura ao vivo 2",
      "Verso do documento, captura ao vivo 3",
    ]);
  });

  it("never shows a button's wording or a bare kind for a kind it knows", () => {
    for (const kind of CAPTURE_KINDS) {
      const name = captureName(kind, 1, callRecordEn.captureNames);
      expect(name).not.toContain(kind);
      expect(name).not.toMatch(/^Capture/);
    }
  });

  it("names a kind this version does not know by its stored word rather than hiding it", () => {
    expect(captureName("hand", 4, callRecordEn.captureNames)).toBe("hand, live capture 4");
  });
});
