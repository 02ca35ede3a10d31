import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeBmp } from "./printed-zone/stacked-page";
import { type OcrWord, tesseractReader, wordsOfTsv } from "./tesseract-cli";

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

const page = async (text: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="70"><rect width="100%" height="100%" fill="#fff"/><text x="12" y="48" font-family="DejaVu Sans" font-size="36">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  return encodeBmp({ data: new Uint8Array(data), width: info.width, height: info.height });
};
const texts = (lines: OcrWord[][]) => lines.map((words) => words.map((word) => word.text).join(" "));

describe("tesseractReader", { timeout: 30_000 }, () => {
  it("reads pages one after another in one process, each page's words going to its own caller", async () => {
    const [first, second] = await Promise.all([page("HELLO 1234"), page("WORLD 5678")]);
    const reader = tesseractReader();
    const [a, b, c] = await Promise.all([reader.read(first), reader.read(second), tesseractReader().read(first)]);
    expect(texts(a)).toEqual(["HELLO 1234"]);
    expect(texts(b)).toEqual(["WORLD 5678"]);
    expect(c).toEqual(a);
  });

  it("rejects when the binary cannot be started, and starts again for the next page", async () => {
    await expect(tesseractReader({ binary: "/nonexistent/tesseract" }).read(await page("HELLO"))).rejects.toThrow(/tesseract failed/);
    expect(texts(await tesseractReader().read(await page("AGAIN 42")))).toEqual(["AGAIN 42"]);
  });
});
