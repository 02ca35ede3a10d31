import sharp from "sharp";
import type { Region } from "./glare";
import { parseMrzLines } from "./mrz-parse";
import { MRZ_LINE_COUNT, type MrzLayout, pickMrzLines, repairMrz } from "./mrz-repair";
import { runTesseract } from "./tesseract-cli";

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

export type MrzReading = { rawText: string; lines: string[] | null; repairedLines: string[] | null; attempts: number };

type Preparation = { width: number; threshold?: number };
// Tried in order until every check digit holds: OCR errors differ between scales and binarisations.
const PREPARATIONS: Preparation[] = [{ width: 1100 }, { width: 1400, threshold: 150 }, { width: 1800 }];

function zoneOf(card: Region, layout: MrzLayout, width: number, height: number): Region {
  const share = MRZ_LINE_COUNT[layout] === 3 ? 0.42 : 0.3;
  // Stay inside the card: the table's edge confuses tesseract's binarisation.
  const inset = Math.round(card.height * 0.02);
  const left = Math.max(0, card.left + inset);
  const top = Math.max(0, Math.floor(card.top + card.height * (1 - share)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, card.width - 2 * inset)),
    height: Math.max(1, Math.min(height - top, Math.ceil(card.height * share) - inset)),
  };
}

function score(lines: string[] | null): number {
  const parsed = lines ? parseMrzLines(lines) : null;
  if (!parsed) return -1;
  const checks = Object.values(parsed.checks).filter((check) => check === true).length;
  return parsed.isValid ? 100 : checks;
}

/**
 * OCRs the MRZ at the bottom of the card: the bottom share of the card's bounds is cropped, enlarged and read with
 * an MRZ-only character whitelist, then repaired; other preparations are tried while check digits fail.
 */
export async function readMrzZone(image: Buffer, card: Region, layout: MrzLayout, tesseractBinary?: string): Promise<MrzReading> {
  const rotated = await sharp(image).rotate().toBuffer();
  const { width = card.width, height = card.height } = await sharp(rotated).metadata();
  const zone = await sharp(rotated)
    .extract(zoneOf(card, layout, width, height))
    .greyscale()
    .toBuffer();
  let best: MrzReading | null = null;
  let bestScore = -2;
  let attempts = 0;
  for (const preparation of PREPARATIONS) {
    attempts++;
    let prepared = sharp(zone).resize({ width: preparation.width }).normalise();
    if (preparation.threshold) prepared = prepared.threshold(preparation.threshold);
    const rawText = await runTesseract(await prepared.png().toBuffer(), { psm: 6, whitelist: MRZ_ALPHABET, binary: tesseractBinary });
    const lines = pickMrzLines(rawText, layout);
    const repairedLines = lines ? repairMrz(lines, layout) : null;
    const readingScore = score(repairedLines);
    if (readingScore > bestScore) {
      best = { rawText, lines, repairedLines, attempts };
      bestScore = readingScore;
    }
    if (readingScore === 100) break;
  }
  return { ...(best ?? { rawText: "", lines: null, repairedLines: null }), attempts };
}
