import { describe, expect, it } from "vitest";
import { alignWithGlyphs } from "./mrz-glyphs";

const slots = (pattern: string) => pattern.split("").map((character) => character === "<");

describe("alignWithGlyphs", () => {
  it("drops the K tesseract reads for a filler and keeps real letters", () => {
    expect(alignWithGlyphs("MULLER<<ANNAKLENA<<<", slots("######<<####<####<<<"))).toBe("MULLER<<ANNA<LENA<<<");
  });

  it("marks a character slot the OCR lost after a filler run for a second reading", () => {
    expect(alignWithGlyphs("PRT<<<<<<", slots("###<<<<<<#"))).toBe("PRT<<<<<<?");
  });
});
