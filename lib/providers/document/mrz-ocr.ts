import sharp from "sharp";
import type { Region } from "./glare";
import { MRZ_LINE_COUNT, type MrzLayout, pickMrzLines, repairMrz } from "./mrz-repair";
import { runTesseract } from "./tesseract-cli";

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

export type MrzReading = { rawText: string; lines: string[] | null; repairedLines: string[] | null };

/**
 * OCRs the MRZ at the bottom of the card: the bottom share of the card's bounds is cropped, enlarged, binarised
 * and read with an MRZ-only character whitelist.
 */
export async function readMrzZone(image: Buffer, card: Region, layout: MrzLayout, tesseractBinary?: string): Promise<MrzReading> {
  const share = MRZ_LINE_COUNT[layout] === 3 ? 0.42 : 0.3;
  const meta = await sharp(image).rotate().metadata();
  const width = meta.width ?? card.width;
  const height = meta.height ?? card.height;
  const top = Math.max(0, Math.floor(card.top + card.height * (1 - share)));
  const zone = {
    left: Math.max(0, card.left),
    top,
    width: Math.min(width - Math.max(0, card.left), card.width),
    height: Math.min(height - top, Math.ceil(card.height * share)),
  };
  const prepared = await sharp(image).rotate().extract(zone).greyscale().resize({ width: 1800 }).normalise().png().toBuffer();
  const rawText = await runTesseract(prepared, { psm: 6, whitelist: MRZ_ALPHABET, binary: tesseractBinary });
  const lines = pickMrzLines(rawText, layout);
  return { rawText, lines, repairedLines: lines ? repairMrz(lines, layout) : null };
}
