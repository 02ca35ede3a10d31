import sharp from "sharp";
import { type DemoDocType, demoMrzCell } from "@/lib/demo/render-demo-document";

type Cell = ReturnType<typeof demoMrzCell>;

async function paint(image: Buffer, svgBody: string): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svgBody}</svg>`;
  return sharp(image)
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const cover = (cell: Cell, share: number, from: number) =>
  `<rect x="${cell.left + cell.width * from}" y="${cell.baseline - cell.fontSize * 0.85}" width="${cell.width * share}" height="${cell.fontSize}" fill="${cell.background}"/>`;

export type MrzPosition = { doctype: DemoDocType; mrzLines: string[]; line: number; column: number };

/** The MRZ side of a demo document with one character's right half rubbed off (worn, scratched). */
export function halfErased(image: Buffer, { doctype, mrzLines, line, column }: MrzPosition): Promise<Buffer> {
  return paint(image, cover(demoMrzCell(doctype, mrzLines, line, column), 0.5, 0.5));
}

/** The MRZ side of a demo document with one character painted over by another after printing (a forgery). */
export function overprinted(image: Buffer, { doctype, mrzLines, line, column }: MrzPosition, character: string): Promise<Buffer> {
  const cell = demoMrzCell(doctype, mrzLines, line, column);
  return paint(
    image,
    `${cover(cell, 1, 0)}<text x="${cell.left}" y="${cell.baseline}" font-family="OCR B" font-size="${cell.fontSize}">${character}</text>`,
  );
}
