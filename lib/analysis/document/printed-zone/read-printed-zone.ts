import sharp from "sharp";
import type { GreyImage, PhotoPixels } from "../grey-pixels";
import { findTextLines, inkGlyphs, type TextLine } from "../mrz-reader/text-lines";
import { type OcrWord, type TesseractReader, tesseractReader } from "../tesseract-cli";
import { encodeBmp, stackStrips } from "./stacked-page";

// Lines are found at this width, then cut from the photo, levelled and scaled to this height for tesseract.
const FIND_WIDTH = 1200;
const LINE_HEIGHT = 36;
// The longest lines are the printed fields; a textured table adds short, irregular ones.
const MAX_LINES = 18;
// A word tesseract was less sure of is no evidence that a printed value differs from the MRZ: on genuine corpus
// documents the misread values it took for others came with confidences below 80, a clean forged number with 88.
const CONFIDENT_WORD = 80;

/** What the printed zone says: all of it, and only the words read with confidence (the others as `?`). */
export type PrintedText = { text: string; confidentText: string };
const NOTHING_READ: PrintedText = { text: "", confidentText: "" };

function printedText(lines: OcrWord[][]): PrintedText {
  const join = (keeps: (word: OcrWord) => boolean) =>
    lines.map((words) => words.map((word) => (keeps(word) ? word.text : "?")).join(" ")).join("\n");
  return { text: join(() => true), confidentText: join((word) => word.confidence >= CONFIDENT_WORD) };
}

/** The pixels of a rectangle of the image (the bytes sharp's `extract` gives, without a round trip through its thread pool). */
function crop(image: GreyImage, { left, top, width, height }: { left: number; top: number; width: number; height: number }): GreyImage {
  const data = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const start = (top + row) * image.width + left;
    data.set(image.data.subarray(start, start + width), row * width);
  }
  return { data, width, height };
}

/** One text line cut from the photo, turned level and scaled to a common height, as grey pixels. */
async function lineStrip(photo: GreyImage, line: TextLine, scale: number): Promise<GreyImage> {
  const pad = line.height * 0.5;
  const left = Math.max(0, Math.floor((Math.min(...line.components.map((c) => c.left)) - pad) * scale));
  const top = Math.max(0, Math.floor((Math.min(...line.components.map((c) => c.top)) - pad) * scale));
  const right = Math.min(photo.width, Math.ceil((Math.max(...line.components.map((c) => c.right)) + pad) * scale));
  const bottom = Math.min(photo.height, Math.ceil((Math.max(...line.components.map((c) => c.bottom)) + pad) * scale));
  const width = Math.max(1, right - left);
  // Cut first, on its own: sharp would otherwise rotate the whole photo before extracting.
  const cut = crop(photo, { left, top, width, height: Math.max(1, bottom - top) });
  const angle = (Math.atan2(line.direction[1], line.direction[0]) * 180) / Math.PI;
  const { data, info } = await sharp(cut.data, { raw: { width: cut.width, height: cut.height, channels: 1 } })
    .rotate(-angle, { background: "#ffffff" })
    .resize({ width: Math.max(1, Math.round((width * LINE_HEIGHT) / (line.height * scale))) })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** Tesseract at work on the printed zone's page: `text` settles when it has read it. */
export type PrintedZoneReading = { text: Promise<PrintedText> };

async function sendPage(photo: PhotoPixels, tesseract: TesseractReader): Promise<PrintedZoneReading> {
  const small = await photo.atWidth(FIND_WIDTH);
  const lines = findTextLines(inkGlyphs(small), 3)
    // A long fixed-pitch line is the MRZ (on a passport's data page): it is read on its own, not here.
    .filter((line) => !(line.components.length >= 20 && line.regularity >= 0.8))
    .sort((a, b) => b.components.length - a.components.length)
    .slice(0, MAX_LINES)
    .sort((a, b) => a.offset - b.offset);
  if (lines.length === 0) return { text: Promise.resolve(NOTHING_READ) };
  const strips = await Promise.all(lines.map((line) => lineStrip(photo.full, line, photo.full.width / small.width)));
  return { text: tesseract.read(encodeBmp(stackStrips(strips))).then(printedText, () => NOTHING_READ) };
}

/**
 * Reads the text of a side of the document: its text lines (found like the MRZ's, as chains of glyph-sized blobs) cut
 * out, levelled and stacked into one page that tesseract reads in a single pass. Tesseract is started (when it is not
 * yet) at once, while the photo is still being decoded; this resolves as soon as it has the page, so the caller's thread
 * is free while it reads.
 */
export async function sendPrintedZone(photo: Promise<PhotoPixels>, tesseractBinary?: string): Promise<PrintedZoneReading> {
  const tesseract = tesseractReader({ psm: 6, binary: tesseractBinary });
  return sendPage(await photo, tesseract);
}
