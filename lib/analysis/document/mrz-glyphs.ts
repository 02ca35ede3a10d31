import type { GreyImage } from "./grey-pixels";

export type GlyphBox = { left: number; right: number; top: number; bottom: number };
export type GlyphLine = { boxes: GlyphBox[]; isFiller: boolean[] };

function otsu(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  let sumAll = 0;
  for (let level = 0; level < 256; level++) sumAll += level * (histogram[level] ?? 0);
  let sumDark = 0;
  let weightDark = 0;
  let best = 128;
  let bestVariance = -1;
  for (let level = 0; level < 256; level++) {
    weightDark += histogram[level] ?? 0;
    const weightLight = data.length - weightDark;
    if (weightDark === 0 || weightLight === 0) continue;
    sumDark += level * (histogram[level] ?? 0);
    const variance = weightDark * weightLight * (sumDark / weightDark - (sumAll - sumDark) / weightLight) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = level;
    }
  }
  return best;
}

function runs(values: number[], minValue: number, maxGap: number): [number, number][] {
  const found: [number, number][] = [];
  let start = -1;
  let lastInk = -1;
  values.forEach((value, index) => {
    if (value < minValue) return;
    if (start >= 0 && index - lastInk > maxGap + 1) {
      found.push([start, lastInk]);
      start = index;
    } else if (start < 0) start = index;
    lastInk = index;
  });
  if (start >= 0) found.push([start, lastInk]);
  return found;
}

/**
 * Splits the MRZ lines into glyphs by ink projections. OCR-B is monospaced with separate glyphs, and its "<" is
 * markedly shorter than letters and digits, so each slot is known to be filler or a character before any OCR.
 * Returns null when the glyph count does not match the layout (touching glyphs, noise): callers then rely on OCR alone.
 */
export function segmentMrzGlyphs({ data, width, height }: GreyImage, lineCount: number, lineLength: number): GlyphLine[] | null {
  const threshold = otsu(data);
  const isInk = (x: number, y: number) => (data[y * width + x] ?? 255) < threshold;
  const rowInk = Array.from({ length: height }, (_, y) => {
    let count = 0;
    for (let x = 0; x < width; x++) if (isInk(x, y)) count++;
    return count;
  });
  const bands = runs(rowInk, 3, 1).filter(([top, bottom]) => bottom - top >= 6);
  const tallest = Math.max(0, ...bands.map(([top, bottom]) => bottom - top));
  const lines = bands.filter(([top, bottom]) => bottom - top >= tallest * 0.6).slice(-lineCount);
  if (lines.length !== lineCount) return null;
  const result: GlyphLine[] = [];
  for (const [top, bottom] of lines) {
    const columnInk = Array.from({ length: width }, (_, x) => {
      let count = 0;
      for (let y = top; y <= bottom; y++) if (isInk(x, y)) count++;
      return count;
    });
    const glyphs = runs(columnInk, 1, 0).filter(([left, right]) => right - left >= 1);
    if (glyphs.length !== lineLength) return null;
    const boxes = glyphs.map(([left, right]) => {
      let glyphTop = bottom;
      let glyphBottom = top;
      for (let y = top; y <= bottom; y++) {
        for (let x = left; x <= right; x++) {
          if (!isInk(x, y)) continue;
          glyphTop = Math.min(glyphTop, y);
          glyphBottom = Math.max(glyphBottom, y);
        }
      }
      return { left, right, top: glyphTop, bottom: glyphBottom };
    });
    const heights = boxes.map((box) => box.bottom - box.top).sort((a, b) => a - b);
    // Letters and digits reach the cap height; OCR-B's "<" is about 80 % of it. Most glyphs may be fillers, so the
    // cap height is the second tallest glyph (one tall speck of noise does not count).
    const capHeight = heights[heights.length - 2] ?? 0;
    result.push({ boxes, isFiller: boxes.map((box) => box.bottom - box.top < capHeight * 0.88) });
  }
  return result;
}

const FILLER_LOOKALIKES = new Set(["K", "X", "<"]);

/**
 * Aligns an OCR line with the glyph slots (edit distance): "<" goes to filler slots, letters and digits to character
 * slots, a "K" that tesseract invents beside a "<" is dropped. Character slots left empty come back as "?".
 */
export function alignWithGlyphs(ocrLine: string, isFiller: boolean[]): string {
  const text = ocrLine.replace(/[^A-Z0-9<]/g, "");
  const rows = text.length + 1;
  const columns = isFiller.length + 1;
  const cost = Array.from({ length: rows }, () => new Array<number>(columns).fill(Number.POSITIVE_INFINITY));
  const move = Array.from({ length: rows }, () => new Array<"match" | "drop" | "skip">(columns).fill("skip"));
  (cost[0] as number[])[0] = 0;
  const matchCost = (character: string, filler: boolean) => {
    if (filler) return character === "<" ? 0 : FILLER_LOOKALIKES.has(character) ? 0.3 : 1.5;
    return character === "<" ? 1.5 : 0;
  };
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < columns; j++) {
      const here = cost[i]?.[j] ?? Number.POSITIVE_INFINITY;
      if (here === Number.POSITIVE_INFINITY) continue;
      const character = text.charAt(i);
      const filler = isFiller[j] ?? false;
      const relax = (ni: number, nj: number, value: number, kind: "match" | "drop" | "skip") => {
        const row = cost[ni];
        if (!row || value >= (row[nj] ?? Number.POSITIVE_INFINITY)) return;
        row[nj] = value;
        (move[ni] as ("match" | "drop" | "skip")[])[nj] = kind;
      };
      if (i < text.length && j < isFiller.length) relax(i + 1, j + 1, here + matchCost(character, filler), "match");
      if (i < text.length) relax(i + 1, j, here + (FILLER_LOOKALIKES.has(character) ? 0.4 : 1), "drop");
      if (j < isFiller.length) relax(i, j + 1, here + (filler ? 0.2 : 1), "skip");
    }
  }
  const slots = new Array<string>(isFiller.length).fill("?");
  let i = text.length;
  let j = isFiller.length;
  while (i > 0 || j > 0) {
    const kind = move[i]?.[j] ?? "skip";
    if (kind === "match") {
      slots[j - 1] = text.charAt(i - 1);
      i--;
      j--;
    } else if (kind === "drop") i--;
    else j--;
  }
  return slots.map((slot, index) => (isFiller[index] ? "<" : slot === "<" ? "?" : slot)).join("");
}
