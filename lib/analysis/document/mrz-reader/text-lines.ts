import type { GreyImage } from "../grey-pixels";
import { type Component, connectedComponents, inkMask } from "./ink-components";

/** Glyph-sized blobs chained left to right with their fitted direction. */
export type TextLine = {
  components: Component[];
  /** Unit vector along the line. */
  direction: [number, number];
  /** Median blob height. */
  height: number;
  /** Median distance between neighbouring glyph centres. */
  pitch: number;
  /** Share of neighbour distances within 20 % of the pitch: 1 for a fixed-pitch line, lower for proportional text. */
  regularity: number;
  /** Offset of the line's centre across its direction (the y of the rotated frame). */
  offset: number;
  /** Extent along the direction, edges included. */
  start: number;
  end: number;
};

const heightOf = (c: Component) => c.bottom - c.top + 1;
const widthOf = (c: Component) => c.right - c.left + 1;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Blobs that could be glyphs (or a few glyphs run together by blur): not specks, not long rules, not frames. */
export function glyphLike(components: Component[], imageHeight: number): Component[] {
  return components.filter((c) => {
    const h = heightOf(c);
    const w = widthOf(c);
    return h >= 4 && h <= imageHeight / 8 && w <= h * 4 && c.area >= 6 && c.area <= w * h * 0.95;
  });
}

// The MRZ reader and the printed zone look for lines in the same photo of a passport's data page.
const glyphsByImage = new WeakMap<GreyImage, Component[]>();

/** The image's glyph-like ink blobs (ink against a local mean over a 25th of the width), found once per image. */
export function inkGlyphs(image: GreyImage): Component[] {
  const known = glyphsByImage.get(image);
  if (known) return known;
  const mask = inkMask(image, Math.max(15, Math.round(image.width / 25)));
  const glyphs = glyphLike(connectedComponents(mask, image.width, image.height), image.height);
  glyphsByImage.set(image, glyphs);
  return glyphs;
}

/** Links every blob to its nearest right neighbour of similar height and follows the links into chains. */
function chains(components: Component[]): Component[][] {
  const byLeft = [...components].sort((a, b) => a.left - b.left);
  const next = new Map<Component, { to: Component; gap: number }>();
  const previous = new Map<Component, { from: Component; gap: number }>();
  const lefts = byLeft.map((c) => c.left);
  const firstAtOrAfter = (value: number) => {
    let low = 0;
    let high = lefts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((lefts[middle] as number) < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  for (const c of byLeft) {
    const h = heightOf(c);
    let best: { to: Component; gap: number } | null = null;
    for (let k = firstAtOrAfter(c.right - h * 0.3); k < byLeft.length; k++) {
      const d = byLeft[k] as Component;
      if (d === c) continue;
      const gap = d.left - c.right;
      if (gap > h * 1.6) break;
      const ratio = heightOf(d) / h;
      if (ratio < 0.6 || ratio > 1.6) continue;
      const dy = Math.abs((d.top + d.bottom) / 2 - (c.top + c.bottom) / 2);
      if (dy > h * 0.35 + 0.15 * Math.max(0, d.cx - c.cx)) continue;
      if (!best || gap < best.gap) best = { to: d, gap };
    }
    if (!best) continue;
    const claim = previous.get(best.to);
    if (claim && claim.gap <= best.gap) continue;
    if (claim) next.delete(claim.from);
    next.set(c, best);
    previous.set(best.to, { from: c, gap: best.gap });
  }
  const found: Component[][] = [];
  for (const c of byLeft) {
    if (previous.has(c)) continue;
    const chain = [c];
    let link = next.get(c);
    while (link) {
      chain.push(link.to);
      link = next.get(link.to);
    }
    found.push(chain);
  }
  return found;
}

function lineOf(components: Component[]): TextLine {
  const xs = components.map((c) => (c.left + c.right) / 2);
  const ys = components.map((c) => (c.top + c.bottom) / 2);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxx = 0;
  let sxy = 0;
  xs.forEach((x, i) => {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * ((ys[i] as number) - my);
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  const norm = Math.hypot(1, slope);
  const direction: [number, number] = [1 / norm, slope / norm];
  const along = (x: number, y: number) => x * direction[0] + y * direction[1];
  const centres = xs.map((x, i) => along(x, ys[i] as number)).sort((a, b) => a - b);
  const steps = centres.slice(1).map((value, i) => value - (centres[i] as number));
  const height = median(components.map(heightOf));
  const singles = steps.filter((step) => step > height * 0.6 && step < height * 1.5);
  const pitch = singles.length > 0 ? median(singles) : height;
  const regularity = steps.length > 0 ? steps.filter((step) => Math.abs(step - pitch) <= pitch * 0.2).length / steps.length : 0;
  const edges = components.flatMap((c) => [along(c.left, (c.top + c.bottom) / 2), along(c.right, (c.top + c.bottom) / 2)]);
  return {
    components,
    direction,
    height,
    pitch,
    regularity,
    offset: -mx * direction[1] + my * direction[0],
    start: Math.min(...edges),
    end: Math.max(...edges),
  };
}

/** How far a blob's centre lies across a line, measured in the line's own frame. */
const across = (line: TextLine, c: Component) =>
  -((c.left + c.right) / 2) * line.direction[1] + ((c.top + c.bottom) / 2) * line.direction[0];

/** Joins pieces of one line split by a gap (a glare spot, a lost glyph): the piece lies on the longer line's axis. */
function joinPieces(lines: TextLine[]): TextLine[] {
  const bySize = [...lines].sort((a, b) => b.components.length - a.components.length);
  const joined: TextLine[] = [];
  for (const line of bySize) {
    const host = joined.find(
      (other) =>
        line.components.every((c) => Math.abs(across(other, c) - other.offset) < other.height * 0.4) &&
        (line.start > other.end - other.height || line.end < other.start + other.height) &&
        Math.min(Math.abs(line.start - other.end), Math.abs(other.start - line.end)) < other.height * 8 &&
        Math.abs(line.height / other.height - 1) < 0.3,
    );
    if (!host) {
      joined.push(line);
      continue;
    }
    joined[joined.indexOf(host)] = lineOf([...host.components, ...line.components]);
  }
  return joined;
}

/** Text lines of at least `minGlyphs` blobs, pieces joined. */
export function findTextLines(components: Component[], minGlyphs: number): TextLine[] {
  const pieces = chains(components)
    .filter((chain) => chain.length >= 3)
    .map(lineOf);
  return joinPieces(pieces).filter((line) => line.components.length >= minGlyphs);
}
