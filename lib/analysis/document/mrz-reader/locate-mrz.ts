import type { Component } from "./ink-components";
import type { MrzLayout } from "./mrz-structure";
import type { TextLine } from "./text-lines";

const LINE_LENGTH: Record<MrzLayout, number> = { TD1: 30, TD2: 36, TD3: 44 };

/** Where each character cell of the zone lies: centre and local pitch per cell, line by line, in image pixels. */
export type MrzGeometry = { layout: MrzLayout; lines: { centres: [number, number][]; pitches: number[] }[] };

const widthOf = (c: Component) => c.right - c.left + 1;

/** The layouts a stack could be, nearest first: junk beside a line can make a TD2 look longer than it is. */
function layoutsFor(lineCount: number, glyphs: number): MrzLayout[] {
  if (lineCount === 3) return glyphs >= 25 && glyphs <= 34 ? ["TD1"] : [];
  if (glyphs < 32 || glyphs > 49) return [];
  return glyphs <= 40 ? ["TD2", "TD3"] : ["TD3", "TD2"];
}

/** Parallel fixed-pitch lines of one height, stacked at a line spacing, starting and ending together. */
function isStack(lines: TextLine[]): boolean {
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1] as TextLine;
    const b = lines[i] as TextLine;
    const cross = a.direction[0] * b.direction[1] - a.direction[1] * b.direction[0];
    const spacing = b.offset - a.offset;
    if (Math.abs(cross) > 0.05 || Math.abs(b.pitch / a.pitch - 1) > 0.15) return false;
    if (spacing < a.height * 0.95 || spacing > a.height * 2.4) return false;
    if (Math.abs(b.start - a.start) > a.pitch * 2.5 && Math.abs(b.end - a.end) > a.pitch * 2.5) return false;
  }
  return true;
}

type Anchor = { along: number; side: "left" | "right" };
type Point = { s: number; t: number };

/** Least squares s = a + b·i (+ c·i² when `quadratic`); null with too few points. */
function fitPolynomial(points: { i: number; value: number }[], quadratic: boolean): number[] | null {
  const degree = quadratic ? 3 : 2;
  if (points.length < degree + 2) return null;
  const matrix = Array.from({ length: degree }, () => new Array<number>(degree + 1).fill(0));
  for (const { i, value } of points) {
    const powers = [1, i, i * i].slice(0, degree);
    for (let r = 0; r < degree; r++) {
      for (let c = 0; c < degree; c++) (matrix[r] as number[])[c] = ((matrix[r] as number[])[c] ?? 0) + (powers[r] ?? 0) * (powers[c] ?? 0);
      (matrix[r] as number[])[degree] = ((matrix[r] as number[])[degree] ?? 0) + (powers[r] ?? 0) * value;
    }
  }
  for (let col = 0; col < degree; col++) {
    const pivot = matrix[col] as number[];
    if (Math.abs(pivot[col] ?? 0) < 1e-9) return null;
    for (let row = 0; row < degree; row++) {
      if (row === col) continue;
      const current = matrix[row] as number[];
      const factor = (current[col] ?? 0) / (pivot[col] ?? 1);
      for (let k = col; k <= degree; k++) current[k] = (current[k] ?? 0) - factor * (pivot[k] ?? 0);
    }
  }
  return matrix.map((row, r) => (row[degree] ?? 0) / (row[r] ?? 1));
}

const evaluate = (coefficients: number[], i: number) => coefficients.reduce((sum, c, k) => sum + c * i ** k, 0);

/**
 * Numbers the line's glyphs walking from the anchored end, each gap rounded to whole cells at the running local pitch
 * (perspective can change the pitch by a sixth along a line), then fits s(i) = a + b·i + c·i² and t(i) = d + e·i.
 */
function fitCells(line: TextLine, anchor: Anchor, blockPitch: number, length: number) {
  const [ux, uy] = line.direction;
  const points: Point[] = line.components
    .filter((c) => widthOf(c) < blockPitch * 1.3)
    .map((c) => {
      const x = (c.left + c.right) / 2;
      const y = (c.top + c.bottom) / 2;
      return { s: x * ux + y * uy, t: -x * uy + y * ux };
    })
    .sort((p, q) => (anchor.side === "left" ? p.s - q.s : q.s - p.s));
  const numbered: { i: number; value: number; t: number }[] = [];
  const recent: number[] = [];
  let pitch = blockPitch;
  // A glyph's edge sits about a fifth of a pitch inside its cell.
  const anchorCentre = anchor.side === "left" ? anchor.along + 0.3 * blockPitch : anchor.along - 0.3 * blockPitch;
  let previous: { s: number; cell: number } = { s: anchorCentre, cell: 0 };
  for (const point of points) {
    const distance = Math.abs(point.s - previous.s);
    const cells = Math.round(distance / pitch);
    if (cells === 1) {
      recent.push(distance);
      if (recent.length > 5) recent.shift();
      pitch = [...recent].sort((a, b) => a - b)[Math.floor(recent.length / 2)] ?? pitch;
    }
    const cell = previous.cell + cells;
    if (cell >= length) break;
    numbered.push({ i: anchor.side === "left" ? cell : length - 1 - cell, value: point.s, t: point.t });
    previous = { s: point.s, cell };
  }
  let inliers = numbered;
  let along = fitPolynomial(inliers, inliers.length >= 10) ?? [anchorCentre, blockPitch];
  for (let round = 0; round < 2; round++) {
    const kept = numbered.filter((p) => Math.abs(p.value - evaluate(along, p.i)) < blockPitch * 0.35);
    if (kept.length < 3) break;
    inliers = kept;
    along = fitPolynomial(inliers, inliers.length >= 10) ?? along;
  }
  const across = fitPolynomial(
    inliers.map((p) => ({ i: p.i, value: p.t })),
    false,
  ) ?? [line.offset, 0];
  const centres: [number, number][] = [];
  const pitches: number[] = [];
  for (let i = 0; i < length; i++) {
    const s = evaluate(along, i);
    const t = evaluate(across, i);
    centres.push([s * ux - t * uy, s * uy + t * ux]);
    pitches.push(Math.abs((along[1] ?? blockPitch) + 2 * (along[2] ?? 0) * i));
  }
  return { centres, pitches };
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/**
 * Picks the machine-readable zone among the text lines: two or three stacked fixed-pitch lines whose length in cells
 * (from the common left to the common right edge) is 30, 36 or 44. Prefers three lines, then the most glyphs. Returns
 * the cell grids worth reading, likeliest first: each plausible layout, numbered from either end of the lines.
 */
export function locateMrz(lines: TextLine[]): MrzGeometry[] {
  const candidates = lines.filter((line) => line.regularity >= 0.45 && line.components.length >= 12);
  const byOffset = [...candidates].sort((a, b) => a.offset - b.offset);
  let best: { stack: TextLine[]; layouts: MrzLayout[]; score: number } | null = null;
  for (let i = 0; i < byOffset.length; i++) {
    for (const count of [3, 2]) {
      const stack = byOffset.slice(i, i + count);
      if (stack.length !== count || !isStack(stack)) continue;
      const pitch = stack.reduce((sum, line) => sum + line.pitch, 0) / count;
      const starts = stack.map((line) => line.start);
      const ends = stack.map((line) => line.end);
      // Junk beside one line (a table edge, a shadow) or glare over another moves one end: try each extent.
      const extents = [Math.max(...ends), Math.min(...ends)].flatMap((end) =>
        [Math.min(...starts), Math.max(...starts)].map((start) => end - start),
      );
      const layouts = [...new Set(extents.flatMap((extent) => layoutsFor(count, Math.round(extent / pitch))))];
      if (layouts.length === 0) continue;
      const score = count * 1000 + stack.reduce((sum, line) => sum + line.components.length, 0);
      if (!best || score > best.score) best = { stack, layouts, score };
    }
  }
  if (!best) return [];
  const { stack, layouts } = best;
  const starts = stack.map((line) => line.start);
  const ends = stack.map((line) => line.end);
  const pitch = stack.reduce((sum, line) => sum + line.pitch, 0) / stack.length;
  // Every line of the zone starts and ends with a glyph: anchor at the end where the lines agree (glare eats the other).
  const left: Anchor = { along: Math.min(...starts), side: "left" };
  const right: Anchor = { along: Math.max(...ends), side: "right" };
  const anchors = spread(starts) <= spread(ends) ? [left, right] : [right, left];
  return layouts.flatMap((layout) =>
    anchors.map((anchor) => ({ layout, lines: stack.map((line) => fitCells(line, anchor, pitch, LINE_LENGTH[layout])) })),
  );
}
