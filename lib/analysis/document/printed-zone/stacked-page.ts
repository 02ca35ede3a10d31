import type { GreyImage } from "../grey-pixels";

const MARGIN = 20;
const GAP = 16;
// Contrast is stretched between these shares of the darkest and the lightest pixels, as sharp's `normalise` does.
const CLIP_SHARE = 0.01;

/** Grey strips one under another on a white page, contrast stretched: what tesseract reads in one pass. */
export function stackStrips(strips: GreyImage[]): GreyImage {
  const width = Math.max(...strips.map((strip) => strip.width)) + 2 * MARGIN;
  const height = strips.reduce((sum, strip) => sum + strip.height + GAP, MARGIN) + MARGIN;
  // The page is white but for the strips: their levels and the count of white around them are the page's histogram.
  const histogram = new Uint32Array(256);
  let stripPixels = 0;
  for (const { data } of strips) {
    for (let i = 0; i < data.length; i++) histogram[data[i] as number] = (histogram[data[i] as number] as number) + 1;
    stripPixels += data.length;
  }
  histogram[255] = (histogram[255] as number) + width * height - stripPixels;
  const levels = stretchedLevels(histogram, width * height);
  const data = new Uint8Array(width * height).fill(levels[255] as number);
  let top = MARGIN;
  for (const strip of strips) {
    for (let row = 0; row < strip.height; row++) {
      const from = row * strip.width;
      const to = (top + row) * width + MARGIN;
      for (let x = 0; x < strip.width; x++) data[to + x] = levels[strip.data[from + x] as number] as number;
    }
    top += strip.height + GAP;
  }
  return { data, width, height };
}

/** Each grey level's value once the levels between CLIP_SHARE of the darkest and of the lightest pixels span 0–255. */
function stretchedLevels(histogram: Uint32Array, pixels: number): Uint8Array {
  const low = clippedEnd(histogram, pixels * CLIP_SHARE, 1);
  const high = clippedEnd(histogram, pixels * CLIP_SHARE, -1);
  if (high <= low) return Uint8Array.from({ length: 256 }, (_, level) => level);
  const scale = 255 / (high - low);
  return Uint8Array.from({ length: 256 }, (_, level) => Math.min(255, Math.max(0, Math.round((level - low) * scale))));
}

/** The first grey level, walking from black (step 1) or from white (step -1), past which `clipped` pixels lie. */
function clippedEnd(histogram: Uint32Array, clipped: number, step: 1 | -1): number {
  let level = step === 1 ? 0 : 255;
  let seen = histogram[level] ?? 0;
  while (seen < clipped && level + step >= 0 && level + step <= 255) {
    level += step;
    seen += histogram[level] ?? 0;
  }
  return level;
}

const BMP_HEADER = 14 + 40;
const GREY_PALETTE = 256 * 4;

/**
 * An 8-bit BMP with a grey palette, rows top-down: uncompressed, so neither side spends time on PNG compression, and
 * leptonica copies its rows where it reads a PGM byte by byte (about 5 % of tesseract's time on a page).
 */
export function encodeBmp({ data, width, height }: GreyImage): Buffer {
  const rowBytes = Math.ceil(width / 4) * 4;
  const offset = BMP_HEADER + GREY_PALETTE;
  const bmp = Buffer.alloc(offset + rowBytes * height);
  bmp.write("BM", 0, "latin1");
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(offset, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(width, 18);
  // A negative height stores the rows top-down.
  bmp.writeInt32LE(-height, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(8, 28);
  bmp.writeUInt32LE(rowBytes * height, 34);
  bmp.writeUInt32LE(256, 46);
  for (let level = 0; level < 256; level++) bmp.fill(level, BMP_HEADER + level * 4, BMP_HEADER + level * 4 + 3);
  for (let row = 0; row < height; row++) bmp.set(data.subarray(row * width, (row + 1) * width), offset + row * rowBytes);
  return bmp;
}
