import { describe, expect, it } from "vitest";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { analyzeDocument } from "../analyze-document";
import { corpusDocument } from "../mrz-corpus/generate-corpus";

const today = new Date("2026-11-22T00:00:00Z");

describe("the printed zone against the MRZ, read by tesseract", { timeout: 60_000 }, () => {
  it("says BAD when the printed number is another one than the MRZ's, naming both", async () => {
    const genuine = await renderDemoDocument(portugueseIdCard);
    // The front prints C12345679; the back keeps the genuine MRZ (C12345678).
    const forged = await renderDemoDocument({ ...portugueseIdCard, documentNumber: "C12345679" }, { mrzLines: genuine.mrzLines });
    const result = await analyzeDocument({ doctype: "idcard", front: forged.front, back: genuine.back, today });
    expect(result.printedZone?.doc_number).toEqual({ mrz: "C12345678", printed: "C12345679", agrees: false });
    expect(result.validations.text).toBe("BAD");
  });

  // Genuine corpus documents whose printed zone tesseract misread into a near but different value (all ten were BAD
  // before the comparison asked for confident words).
  it.each([305, 310, 311, 322, 323, 334, 335, 339, 342, 351])("does not call genuine document %i BAD for a misread", async (index) => {
    const document = await corpusDocument(14, index);
    const result = await analyzeDocument({ doctype: document.doctype, front: document.front, back: document.back, today });
    expect(result.validations.text).not.toBe("BAD");
  });
});
