import { execFile } from "node:child_process";
import { promisify } from "node:util";
import sharp from "sharp";

export const MRZ_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";
/** A cell is sampled on a square grid of PATCH_COLUMNS × PATCH_ROWS points, SAMPLES_PER_PITCH to a character pitch. */
export const SAMPLES_PER_PITCH = 15;
export const PATCH_COLUMNS = 18;
export const PATCH_ROWS = 21;
/** Blur levels (sigma in samples) the templates come in: the photo's blur is matched, not assumed. */
export const TEMPLATE_BLURS = [0.4, 0.8, 1.3, 1.9, 2.7, 3.7] as const;

// OCR-B: every character advances 0.7233 em; capitals and digits stand 0.71 em above the baseline.
const ADVANCE_EM = 0.7233;
const CAP_HEIGHT_EM = 0.71;
const FONT_SIZE = 180;

export type Template = { character: string; values: Float32Array };
export type TemplateSet = Template[][];

async function requireOcrbFont(): Promise<void> {
  const { stdout } = await promisify(execFile)("fc-match", ["-f", "%{family}", "OCR B"]).catch(() => ({ stdout: "" }));
  if (!stdout.split(",").includes("OCR B")) throw new Error("MRZ reader: the OCR-B font is not installed (Debian package fonts-ocr-b)");
}

/** Zero mean, unit length: a dot product of two normalised patches is their correlation coefficient. */
export function normalise(values: Float32Array): Float32Array {
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i++) {
    const centred = (values[i] as number) - mean;
    values[i] = centred;
    norm += centred * centred;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) * scale;
  return values;
}

function gaussianBlur(values: Float32Array, columns: number, rows: number, sigma: number): Float32Array {
  const radius = Math.ceil(sigma * 3);
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, k) => Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)));
  const pass = (source: Float32Array, horizontal: boolean) => {
    const out = new Float32Array(source.length);
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < columns; x++) {
        let sum = 0;
        let weight = 0;
        for (let k = -radius; k <= radius; k++) {
          const sx = horizontal ? x + k : x;
          const sy = horizontal ? y : y + k;
          const w = kernel[k + radius] as number;
          // Outside the patch is paper.
          const value = sx < 0 || sy < 0 || sx >= columns || sy >= rows ? 255 : (source[sy * columns + sx] as number);
          sum += value * w;
          weight += w;
        }
        out[y * columns + x] = sum / weight;
      }
    }
    return out;
  };
  return pass(pass(values, true), false);
}

/** One glyph drawn large, then averaged onto the patch grid around its cell centre (the middle of the capitals). */
async function renderGlyph(character: string): Promise<Float32Array> {
  const pitch = ADVANCE_EM * FONT_SIZE;
  const size = Math.ceil(pitch * 2);
  const escaped = character === "<" ? "&lt;" : character;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/><text x="${pitch / 2}" y="${size / 2 + (CAP_HEIGHT_EM * FONT_SIZE) / 2}" font-family="OCR B" font-size="${FONT_SIZE}">${escaped}</text></svg>`;
  const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const step = pitch / SAMPLES_PER_PITCH;
  const values = new Float32Array(PATCH_COLUMNS * PATCH_ROWS);
  for (let row = 0; row < PATCH_ROWS; row++) {
    for (let column = 0; column < PATCH_COLUMNS; column++) {
      const x0 = size / 2 + (column - (PATCH_COLUMNS - 1) / 2 - 0.5) * step;
      const y0 = size / 2 + (row - (PATCH_ROWS - 1) / 2 - 0.5) * step;
      let sum = 0;
      let count = 0;
      for (let y = Math.round(y0); y < Math.round(y0 + step); y++) {
        for (let x = Math.round(x0); x < Math.round(x0 + step); x++) {
          sum += y >= 0 && x >= 0 && y < size && x < size ? (data[y * size + x] ?? 255) : 255;
          count++;
        }
      }
      values[row * PATCH_COLUMNS + column] = sum / Math.max(1, count);
    }
  }
  return values;
}

let templates: Promise<TemplateSet> | undefined;

/** The 37 MRZ characters at every blur level, rendered once per thread from the installed OCR-B font. */
export function ocrbTemplates(): Promise<TemplateSet> {
  templates ??= (async () => {
    await requireOcrbFont();
    const glyphs = await Promise.all(MRZ_CHARACTERS.split("").map(renderGlyph));
    return TEMPLATE_BLURS.map((sigma) =>
      glyphs.map((values, index) => ({
        character: MRZ_CHARACTERS.charAt(index),
        values: normalise(gaussianBlur(values, PATCH_COLUMNS, PATCH_ROWS, sigma)),
      })),
    );
  })();
  return templates;
}
