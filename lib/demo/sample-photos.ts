import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";

const require = createRequire(import.meta.url);

/** Group photos shipped inside @vladmandic/face-api (third-party, read at test time, never committed). */
export function samplePhoto(index: 1 | 2 | 3 | 4 | 5 | 6): Promise<Buffer> {
  const packageDir = path.dirname(require.resolve("@vladmandic/face-api/package.json"));
  return readFile(path.join(packageDir, "demo", `sample${index}.jpg`));
}

/** Crops a square head-and-shoulders portrait around a face box. */
export async function cropAround(image: Buffer, box: [number, number, number, number], margin = 0.6): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const [x, y, w, h] = box;
  const left = Math.max(0, Math.round(x - w * margin));
  const top = Math.max(0, Math.round(y - h * margin));
  const size = Math.min(width - left, height - top, Math.round(w * (1 + 2 * margin)));
  return sharp(image).extract({ left, top, width: size, height: size }).jpeg({ quality: 90 }).toBuffer();
}

type Box = [number, number, number, number];

/** Detects faces on an 800 px copy of a large photo (much faster) and maps the boxes back to the original. */
export async function locateFaces<T extends { box: Box }>(detect: (image: Buffer) => Promise<T[]>, photo: Buffer): Promise<T[]> {
  const { width = 800 } = await sharp(photo).metadata();
  const small = await sharp(photo).resize({ width: 800 }).jpeg({ quality: 92 }).toBuffer();
  const scale = width / 800;
  return (await detect(small)).map((face) => ({ ...face, box: face.box.map((value) => value * scale) as Box }));
}
