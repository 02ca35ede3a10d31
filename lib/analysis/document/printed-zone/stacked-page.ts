import type { GreyImage } from "../grey-pixels";

const MARGIN = 20;
const GAP = 16;
// Contrast is stretched between these shares of the darkest and the lightest pixels, as sharp's `normalise` does.
const CLIP_SHARE = 0.01;

/** Grey strips one under another on a white page, contrast stretched: what tesseract reads in one pass. */
export function stackStrips(strips: GreyImage[]): GreyImage {
  const width = Math.max(...strips.map((strip) => strip.width)) + 2 * MARGIN;
  const height = strips.reduce((sum, strip) => sum + strip.height + GAP, MARGIN) + MARGIN;
  const data = new Uint8Array(width * height).fill(255);
  let top = MARGIN;
  for (const strip of strips) {
    for (let row = 0; row < strip.height; row++)
      data.set(strip.data.subarray(row * strip.width, (row + 1) * strip.width), (top + row) * width + MARGIN);
    top += strip.height + GAP;
  }
  stretchContrast(data);
  return { data, width, height };
}

function stretchContrast(data: Uint8Array) {
  const histogram = new Uint32Array(256);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const low = clippedEnd(histogram, data.length * CLIP_SHARE, 1);
  const high = clippedEnd(histogram, data.length * CLIP_SHARE, -1);
  if (high <= low) return;
  const scale = 255 / (high - low);
  for (let i = 0; i < data.length; i++) data[i] = Math.min(255, Math.max(0, Math.round(((data[i] ?? 0) - low) * scale)));
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

/** Binary PGM: uncompressed, so neither side spends time on PNG compression; tesseract's leptonica reads it from stdin. */
export function encodePgm(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), image.data]);
}
