import { describe, expect, it } from "vitest";
import { halfErased, overprinted } from "@/lib/demo/altered-documents";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { analyzeDocument } from "../analyze-document";

// Issue 14, acceptance 3: a value that is not what was printed, or not clearly legible, is never GOOD.
const today = new Date("2026-11-22T00:00:00Z");

async function card() {
  const { front, back, mrzLines } = await renderDemoDocument(portugueseIdCard);
  return { front, back: back as Buffer, mrzLines };
}

describe("honest MRZ validations", { timeout: 60_000 }, () => {
  it("reads the untouched card with every integrity validation GOOD and nothing uncertain", async () => {
    const { front, back } = await card();
    const result = await analyzeDocument({ doctype: "idcard", front, back, today });
    expect(result.fields).toMatchObject({ doc_number: "C12345678" });
    expect(result.validations).toMatchObject({ integrity_doc_number: "GOOD", integrity_id_number: "GOOD", mrz: "GOOD" });
    expect(result.uncertainCharacters).toEqual([]);
  });

  it("never marks GOOD a number altered on the image after printing (its check digit no longer holds)", async () => {
    const { front, back, mrzLines } = await card();
    // The "4" of C12345678 (line 1, column 10) overprinted with a "9".
    const altered = await overprinted(back, { doctype: "idcard", mrzLines, line: 0, column: 9 }, "9");
    const result = await analyzeDocument({ doctype: "idcard", front, back: altered, today });
    expect(result.validations.integrity_doc_number).not.toBe("GOOD");
    expect(result.validations.mrz).not.toBe("GOOD");
    expect(result.passed).toBe(false);
  });

  it("makes the number UNCERTAIN, naming the character and its alternatives, when one character is half erased", async () => {
    const { front, back, mrzLines } = await card();
    // The "6" of C12345678 (line 1, column 12) loses its right half.
    const worn = await halfErased(back, { doctype: "idcard", mrzLines, line: 0, column: 11 });
    const result = await analyzeDocument({ doctype: "idcard", front, back: worn, today });
    expect(result.validations.integrity_doc_number).toBe("UNCERTAIN");
    expect(result.failedChecks).toContain("integrity_doc_number");
    expect(result.uncertainCharacters).toContainEqual(expect.objectContaining({ line: 0, column: 11, field: "documentNumber" }));
  });
});
