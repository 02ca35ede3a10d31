import type { GreyImage } from "../grey-pixels";
import type { MrzGeometry } from "./locate-mrz";
import { normalise, PATCH_COLUMNS, PATCH_ROWS, SAMPLES_PER_PITCH, type Template, type TemplateSet } from "./ocrb-templates";

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

function shiftedPatches(window: Float32Array): Float32Array[] {
  const patches: Float32Array[] = [];
  for (let dy = 0; dy <= 2 * SHIFT; dy++) {
    for (let dx = 0; dx <= 2 * SHIFT; dx++) {
      const patch = new Float32Array(PATCH_COLUMNS * PATCH_ROWS);
      for (let row = 0; row < PATCH_ROWS; row++)
        for (let column = 0; column < PATCH_COLUMNS; column++)
          patch[row * PATCH_COLUMNS + column] = window[(row + dy) * WINDOW_COLUMNS + column + dx] as number;
      patches.push(normalise(patch));
    }
  }
  return patches;
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += (a[k] as number) * (b[k] as number);
  return sum;
};

// Every character is tried at the centred shift; only the closest few are searched over every shift.
const SEARCHED = 8;

function score(patches: Float32Array[], templates: TemplateSet[number]): CellScores {
  const middle = Math.floor(patches.length / 2);
  const centred = patches[middle] as Float32Array;
  const scores = new Float32Array(templates.length);
  for (let index = 0; index < templates.length; index++) scores[index] = dot(centred, (templates[index] as Template).values);
  const closest = [...scores.keys()].sort((a, b) => (scores[b] as number) - (scores[a] as number)).slice(0, SEARCHED);
  for (const index of closest) {
    const template = (templates[index] as Template).values;
    for (let shift = 0; shift < patches.length; shift++)
      if (shift !== middle) scores[index] = Math.max(scores[index] as number, dot(patches[shift] as Float32Array, template));
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
  const probed = new Map<Float32Array[], CellScores[]>();
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
