import { describe, expect, it } from "vitest";
import { wordsOfTsv } from "./tesseract-cli";

const row = (level: number, line: number, word: number, confidence: number, text: string) =>
  [level, 1, 1, 1, line, word, 0, 0, 10, 10, confidence, text].join("\t");

describe("wordsOfTsv", () => {
  it("groups tesseract's word rows by line, with their confidences, and skips the layout rows and blanks", () => {
    const tsv = [
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
      row(4, 1, 0, -1, ""),
      row(5, 1, 1, 96.5, "Anna"),
      row(5, 1, 2, 61.2, "Lena"),
      row(5, 2, 1, 95, " "),
      row(5, 3, 1, 91, "C01X00T47"),
    ].join("\n");
    expect(wordsOfTsv(tsv)).toEqual([
      [
        { text: "Anna", confidence: 96.5 },
        { text: "Lena", confidence: 61.2 },
      ],
      [{ text: "C01X00T47", confidence: 91 }],
    ]);
  });
});
