import sharp from "sharp";
import type { Region } from "./glare";
import { alignWithGlyphs, type GlyphBox, type GlyphLine, segmentMrzGlyphs } from "./mrz-glyphs";
import { parseMrzLines } from "./mrz-parse";
import { MRZ_LINE_COUNT, MRZ_LINE_LENGTH, type MrzLayout, pickMrzLines, repairMrz } from "./mrz-repair";
import { runTesseract } from "./tesseract-cli";

const MRZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";

export type MrzReading = { rawText: string; lines: string[] | null; repairedLines: string[] | null; attempts: number };

async function glyphsOf(image: Buffer, layout: MrzLayout): Promise<GlyphLine[] | null> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  return segmentMrzGlyphs(
    { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height },
    MRZ_LINE_COUNT[layout],
    MRZ_LINE_LENGTH[layout],
  );
}

/** The OCR lines that look like MRZ lines, uppercase and without spaces, before any length repair. */
function pickRawLines(text: string, layout: MrzLayout): string[] | null {
  const length = MRZ_LINE_LENGTH[layout];
  const candidates = text
    .split("\n")
    .map((line) => line.toUpperCase().replace(/\s+/g, ""))
    .filter((line) => line.length >= length - 8 && line.length <= length + 8 && line.includes("<"));
  const count = MRZ_LINE_COUNT[layout];
  return candidates.length >= count ? candidates.slice(-count) : null;
}

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

// Re-reading single glyphs costs a tesseract run each: a few per document at most.
const MAX_GLYPH_REREADS = 8;

async function rereadGlyph(image: Buffer, box: GlyphBox, tesseractBinary?: string): Promise<string> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  // Single-glyph recognition is fickle: try a couple of framings and page modes before giving up.
  for (const [margin, psm] of [
    [0.4, 10],
    [0.25, 7],
    [0.6, 10],
  ] as const) {
    const padding = Math.max(4, Math.round((box.bottom - box.top) * margin));
    const left = Math.max(0, box.left - padding);
    const top = Math.max(0, box.top - padding);
    const glyph = await sharp(image)
      .extract({
        left,
        top,
        width: Math.min(width - left, box.right - box.left + 2 * padding),
        height: Math.min(height - top, box.bottom - box.top + 2 * padding),
      })
      .extend({ top: 12, bottom: 12, left: 12, right: 12, background: "#ffffff" })
      .png()
      .toBuffer();
    const text = await runTesseract(glyph, { psm, whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", binary: tesseractBinary });
    const character = text.replace(/[^A-Z0-9]/g, "").charAt(0);
    if (character) return character;
  }
  return "<";
}

/** Puts OCR text onto the glyph slots; unreadable character slots are read again one glyph at a time. */
async function alignLines(lines: string[], glyphs: GlyphLine[], image: Buffer, tesseractBinary?: string): Promise<string[]> {
  let rereads = 0;
  const aligned: string[] = [];
  for (const [index, line] of lines.entries()) {
    const glyphLine = glyphs[index];
    if (!glyphLine) return lines;
    const slots = alignWithGlyphs(line, glyphLine.isFiller).split("");
    for (const [position, slot] of slots.entries()) {
      const box = glyphLine.boxes[position];
      if (slot !== "?" || !box) continue;
      if (rereads++ >= MAX_GLYPH_REREADS) return lines;
      slots[position] = await rereadGlyph(image, box, tesseractBinary);
    }
    aligned.push(slots.join(""));
  }
  return aligned;
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
    const image = await prepared.png().toBuffer();
    const rawText = await runTesseract(image, { psm: 6, whitelist: MRZ_ALPHABET, binary: tesseractBinary });
    const rawLines = pickRawLines(rawText, layout);
    const glyphs = rawLines ? await glyphsOf(image, layout) : null;
    const lines = rawLines && glyphs ? await alignLines(rawLines, glyphs, image, tesseractBinary) : pickMrzLines(rawText, layout);
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
