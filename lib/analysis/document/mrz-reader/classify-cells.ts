import type { GreyImage } from "../grey-pixels";
import type { MrzGeometry } from "./locate-mrz";
import { normalise, PATCH_COLUMNS, PATCH_ROWS, SAMPLES_PER_PITCH, type TemplateSet } from "./ocrb-templates";

/** Correlation of one cell with each of the 37 characters (indexed like MRZ_CHARACTERS), best shift kept. */
export type CellScores = Float32Array;

// The cell grid is fitted to blob centres; the glyph may still sit a sample or two off.
const SHIFT = 2;
const WINDOW_COLUMNS = PATCH_COLUMNS + 2 * SHIFT;
const WINDOW_ROWS = PATCH_ROWS + 2 * SHIFT;

function bilinear({ data, width, height }: GreyImage, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) return 255;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * width + x0;
  return (
    (data[i] as number) * (1 - fx) * (1 - fy) +
    (data[i + 1] as number) * fx * (1 - fy) +
    (data[i + width] as number) * (1 - fx) * fy +
    (data[i + width + 1] as number) * fx * fy
  );
}

/** The cell's neighbourhood resampled along the line at SAMPLES_PER_PITCH per pitch, each sample averaging its footprint. */
function sampleWindow(image: GreyImage, centre: [number, number], pitch: number, direction: [number, number]): Float32Array {
  const step = pitch / SAMPLES_PER_PITCH;
  const [ux, uy] = direction;
  const sub = Math.min(3, Math.max(1, Math.ceil(step)));
  const window = new Float32Array(WINDOW_COLUMNS * WINDOW_ROWS);
  for (let row = 0; row < WINDOW_ROWS; row++) {
    for (let column = 0; column < WINDOW_COLUMNS; column++) {
      let sum = 0;
      for (let a = 0; a < sub; a++) {
        for (let b = 0; b < sub; b++) {
          const u = (column - (WINDOW_COLUMNS - 1) / 2 + (b + 0.5) / sub - 0.5) * step;
          const v = (row - (WINDOW_ROWS - 1) / 2 + (a + 0.5) / sub - 0.5) * step;
          sum += bilinear(image, centre[0] + u * ux - v * uy, centre[1] + u * uy + v * ux);
        }
      }
      window[row * WINDOW_COLUMNS + column] = sum / (sub * sub);
    }
  }
  return window;
}

const PATCH_SIZE = PATCH_COLUMNS * PATCH_ROWS;
const SHIFTS = (2 * SHIFT + 1) ** 2;
const CENTRED = Math.floor(SHIFTS / 2);

/** The cell's patch at every shift of the window, each normalised, one after the other (shift dy·(2·SHIFT+1)+dx). */
function shiftedPatches(window: Float32Array): Float32Array {
  const patches = new Float32Array(SHIFTS * PATCH_SIZE);
  let shift = 0;
  for (let dy = 0; dy <= 2 * SHIFT; dy++) {
    for (let dx = 0; dx <= 2 * SHIFT; dx++) {
      const patch = patches.subarray(shift * PATCH_SIZE, (shift + 1) * PATCH_SIZE);
      for (let row = 0; row < PATCH_ROWS; row++)
        patch.set(window.subarray((row + dy) * WINDOW_COLUMNS + dx, (row + dy) * WINDOW_COLUMNS + dx + PATCH_COLUMNS), row * PATCH_COLUMNS);
      normalise(patch);
      shift++;
    }
  }
  return patches;
}

/** A blur level's templates one after the other in one array, for the dot products below. */
const packedSets = new WeakMap<TemplateSet[number], Float32Array>();
function packed(templates: TemplateSet[number]): Float32Array {
  const known = packedSets.get(templates);
  if (known) return known;
  const values = new Float32Array(templates.length * PATCH_SIZE);
  for (const [index, template] of templates.entries()) values.set(template.values, index * PATCH_SIZE);
  packedSets.set(templates, values);
  return values;
}

/**
 * Four dot products of PATCH_SIZE values (a from a0…a3 with b from b0…b3), each summed in the order a single loop sums
 * it, so the scores are the same to the bit: four running sums keep the processor busy where one waits on each addition.
 */
function dot4(
  a: Float32Array,
  a0: number,
  a1: number,
  a2: number,
  a3: number,
  b: Float32Array,
  b0: number,
  b1: number,
  b2: number,
  b3: number,
  out: Float64Array,
) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  for (let k = 0; k < PATCH_SIZE; k++) {
    s0 += (a[a0 + k] as number) * (b[b0 + k] as number);
    s1 += (a[a1 + k] as number) * (b[b1 + k] as number);
    s2 += (a[a2 + k] as number) * (b[b2 + k] as number);
    s3 += (a[a3 + k] as number) * (b[b3 + k] as number);
  }
  out[0] = s0;
  out[1] = s1;
  out[2] = s2;
  out[3] = s3;
}

function dot(a: Float32Array, aStart: number, b: Float32Array, bStart: number): number {
  let sum = 0;
  for (let k = 0; k < PATCH_SIZE; k++) sum += (a[aStart + k] as number) * (b[bStart + k] as number);
  return sum;
}

// Every character is tried at the centred shift; only the closest few are searched over every shift.
const SEARCHED = 8;

/** The `count` best-scoring indices, ties to the lower index: the first `count` of a stable sort by descending score. */
export function closestIndices(scores: Float32Array, count: number): number[] {
  const closest: number[] = [];
  for (let index = 0; index < scores.length; index++) {
    const value = scores[index] as number;
    let at = closest.length;
    while (at > 0 && (scores[closest[at - 1] as number] as number) < value) at--;
    if (at < count) {
      closest.splice(at, 0, index);
      if (closest.length > count) closest.pop();
    }
  }
  return closest;
}

const sums = new Float64Array(4);
// Where each shift but the centred one starts in a cell's patches: 24, searched four at a time.
const OTHER_SHIFTS = Array.from({ length: SHIFTS }, (_, shift) => shift * PATCH_SIZE).filter((start) => start !== CENTRED * PATCH_SIZE);

function score(patches: Float32Array, templates: TemplateSet[number]): CellScores {
  const values = packed(templates);
  const count = templates.length;
  const centred = CENTRED * PATCH_SIZE;
  const scores = new Float32Array(count);
  let index = 0;
  for (; index + 4 <= count; index += 4) {
    const t = index * PATCH_SIZE;
    dot4(values, t, t + PATCH_SIZE, t + 2 * PATCH_SIZE, t + 3 * PATCH_SIZE, patches, centred, centred, centred, centred, sums);
    scores.set(sums, index);
  }
  for (; index < count; index++) scores[index] = dot(patches, centred, values, index * PATCH_SIZE);
  for (const closest of closestIndices(scores, SEARCHED)) {
    const t = closest * PATCH_SIZE;
    let best = scores[closest] as number;
    for (let k = 0; k < OTHER_SHIFTS.length; k += 4) {
      dot4(
        patches,
        OTHER_SHIFTS[k] ?? 0,
        OTHER_SHIFTS[k + 1] ?? 0,
        OTHER_SHIFTS[k + 2] ?? 0,
        OTHER_SHIFTS[k + 3] ?? 0,
        values,
        t,
        t,
        t,
        t,
        sums,
      );
      for (const sum of sums) best = Math.max(best, sum);
    }
    scores[closest] = best;
  }
  return scores;
}

export type Classification = { scores: CellScores[][]; blurLevel: number };

/**
 * Scores every cell of the zone against every character. The templates' blur level is the one that fits this photo
 * best (highest mean top correlation over a fifth of the cells) unless given, then every cell is scored at that level.
 */
export function classifyCells(image: GreyImage, geometry: MrzGeometry, templates: TemplateSet, blurLevel?: number): Classification {
  const patches = geometry.lines.map((line) => {
    const first = line.centres[0] as [number, number];
    const last = line.centres[line.centres.length - 1] as [number, number];
    const length = Math.hypot(last[0] - first[0], last[1] - first[1]) || 1;
    const direction: [number, number] = [(last[0] - first[0]) / length, (last[1] - first[1]) / length];
    return line.centres.map((centre, i) => shiftedPatches(sampleWindow(image, centre, line.pitches[i] as number, direction)));
  });
  let level = blurLevel ?? 0;
  // The probed cells' scores at every level, kept for the final pass at the chosen one.
  const probed = new Map<Float32Array, CellScores[]>();
  if (blurLevel === undefined) {
    const probe = patches.flatMap((line) => line.filter((_, i) => i % 5 === 2));
    for (const cell of probe)
      probed.set(
        cell,
        templates.map((set) => score(cell, set)),
      );
    let bestMean = -2;
    templates.forEach((_, index) => {
      const mean = probe.reduce((sum, cell) => sum + Math.max(...(probed.get(cell)?.[index] ?? [])), 0) / probe.length;
      if (mean > bestMean) {
        bestMean = mean;
        level = index;
      }
    });
  }
  const chosen = templates[level] as TemplateSet[number];
  return { scores: patches.map((line) => line.map((cell) => probed.get(cell)?.[level] ?? score(cell, chosen))), blurLevel: level };
}
