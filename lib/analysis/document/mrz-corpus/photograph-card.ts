import sharp from "sharp";
import { applyHomography, homographyFrom, type Point2 } from "./homography";
import type { Random } from "./seeded-random";

export const DAMAGE_LEVELS = ["clean", "light", "medium", "heavy"] as const;
export type DamageLevel = (typeof DAMAGE_LEVELS)[number];

/** How one photo was taken; every value is drawn from its level's range. */
export type Capture = {
  frameWidth: number;
  cardShare: number;
  rotationDeg: number;
  /** Corner displacement as a share of the card width (a tilted phone). */
  perspective: number;
  jpegQuality: number;
  /** Gaussian blur sigma in pixels per 1000 px of frame width (defocus scales with the sensor). */
  blurPer1000: number;
  noiseSigma: number;
  /** Darkest share lost to uneven light (0: even). */
  unevenLight: number;
  glare: { peak: number; radiusShare: number; x: number; y: number } | null;
  texturedBackground: boolean;
};

type Range = [number, number];
const LEVELS: Record<
  DamageLevel,
  { rotation: number; perspective: Range; quality: Range; blur: Range; noise: Range; light: Range; glare: number; texture: number }
> = {
  clean: { rotation: 0, perspective: [0, 0], quality: [95, 95], blur: [0, 0], noise: [0, 0], light: [0, 0], glare: 0, texture: 0 },
  light: {
    rotation: 2,
    perspective: [0, 0.02],
    quality: [75, 95],
    blur: [0, 0.6],
    noise: [1, 4],
    light: [0, 0.15],
    glare: 0.25,
    texture: 0.3,
  },
  medium: {
    rotation: 5,
    perspective: [0.01, 0.04],
    quality: [55, 85],
    blur: [0.4, 1],
    noise: [3, 7],
    light: [0.1, 0.3],
    glare: 0.5,
    texture: 0.5,
  },
  heavy: {
    rotation: 8,
    perspective: [0.02, 0.07],
    quality: [40, 70],
    blur: [0.7, 1.5],
    noise: [5, 12],
    light: [0.2, 0.45],
    glare: 0.75,
    texture: 0.7,
  },
};

export function randomCapture(random: Random, level: DamageLevel): Capture {
  const l = LEVELS[level];
  const between = ([low, high]: Range) => random.between(low, high);
  return {
    frameWidth: Math.round(random.between(600, 2000)),
    cardShare: random.between(0.6, 0.85),
    rotationDeg: random.between(-l.rotation, l.rotation),
    perspective: between(l.perspective),
    jpegQuality: Math.round(between(l.quality)),
    blurPer1000: between(l.blur),
    noiseSigma: between(l.noise),
    unevenLight: between(l.light),
    glare: random.chance(l.glare)
      ? { peak: random.between(100, 255), radiusShare: random.between(0.04, 0.12), x: random.next(), y: random.next() }
      : null,
    texturedBackground: random.chance(l.texture),
  };
}

/** Wood- or cloth-like grain in a random colour (drawn small, then enlarged), or a plain dark table. */
async function background(random: Random, width: number, height: number, textured: boolean): Promise<Float32Array> {
  if (!textured) return new Float32Array(width * height * 3).fill(20);
  const small = { width: Math.ceil(width / 6), height: Math.ceil(height / 6) };
  const base = [random.between(60, 200), random.between(50, 180), random.between(40, 160)];
  const waves = Array.from({ length: 5 }, () => ({
    fx: random.between(0.012, 0.3),
    fy: random.between(0.012, 0.3),
    phase: random.between(0, 6.3),
    amplitude: random.between(8, 30),
  }));
  const texture = new Uint8ClampedArray(small.width * small.height * 3);
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      let shade = 0;
      for (const w of waves) shade += w.amplitude * Math.sin(x * w.fx + y * w.fy + w.phase + Math.sin(y * 0.06) * 3);
      const i = (y * small.width + x) * 3;
      texture[i] = (base[0] ?? 0) + shade;
      texture[i + 1] = (base[1] ?? 0) + shade;
      texture[i + 2] = (base[2] ?? 0) + shade;
    }
  }
  const enlarged = await sharp(texture, { raw: { ...small, channels: 3 } })
    .resize(width, height, { fit: "fill" })
    .raw()
    .toBuffer();
  return Float32Array.from(enlarged);
}

/** Draws the card through the inverse homography `toCard`, bilinear, blending its alpha (rounded corners) over the table. */
function drawCard(pixels: Float32Array, width: number, corners: Point2[], card: { data: Buffer; width: number; height: number }) {
  const { data: source, width: cw, height: ch } = card;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = homographyFrom(corners, [
    [0, 0],
    [cw, 0],
    [cw, ch],
    [0, ch],
  ]) as [number, number, number, number, number, number, number, number, number];
  const height = pixels.length / 3 / width;
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const top = Math.max(0, Math.floor(Math.min(...ys)) - 1);
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)) + 1);
  const left = Math.max(0, Math.floor(Math.min(...xs)) - 1);
  const right = Math.min(width - 1, Math.ceil(Math.max(...xs)) + 1);
  const at = (px: number, py: number) => (px < 0 || py < 0 || px >= cw || py >= ch ? -1 : (py * cw + px) * 4);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const w = h6 * (x + 0.5) + h7 * (y + 0.5) + h8;
      const sx = (h0 * (x + 0.5) + h1 * (y + 0.5) + h2) / w - 0.5;
      const sy = (h3 * (x + 0.5) + h4 * (y + 0.5) + h5) / w - 0.5;
      if (sx < -1 || sy < -1 || sx > cw || sy > ch) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const taps = [at(x0, y0), at(x0 + 1, y0), at(x0, y0 + 1), at(x0 + 1, y0 + 1)];
      const weights = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy];
      let alpha = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let t = 0; t < 4; t++) {
        const index = taps[t] as number;
        if (index < 0) continue;
        const a = ((source[index + 3] as number) / 255) * (weights[t] as number);
        r += (source[index] as number) * a;
        g += (source[index + 1] as number) * a;
        b += (source[index + 2] as number) * a;
        alpha += a;
      }
      const i = (y * width + x) * 3;
      pixels[i] = r + (1 - alpha) * (pixels[i] as number);
      pixels[i + 1] = g + (1 - alpha) * (pixels[i + 1] as number);
      pixels[i + 2] = b + (1 - alpha) * (pixels[i + 2] as number);
    }
  }
}

/** Photographs a rendered card: placed, rotated and tilted on a table, unevenly lit, glared, blurred, noisy, JPEG-compressed. */
export async function photographCard(random: Random, cardSvg: string, cardSize: { width: number; height: number }, capture: Capture) {
  const width = capture.frameWidth;
  const height = Math.round(width * 0.75);
  const cardWidth = width * capture.cardShare;
  const cardHeight = (cardWidth * cardSize.height) / cardSize.width;
  const card = await sharp(Buffer.from(cardSvg))
    .resize({ width: Math.round(cardWidth) })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const angle = (capture.rotationDeg * Math.PI) / 180;
  const centre: Point2 = [width / 2 + random.between(-0.05, 0.05) * width, height / 2 + random.between(-0.05, 0.05) * height];
  const corners: Point2[] = [
    [-cardWidth / 2, -cardHeight / 2],
    [cardWidth / 2, -cardHeight / 2],
    [cardWidth / 2, cardHeight / 2],
    [-cardWidth / 2, cardHeight / 2],
  ].map(([x = 0, y = 0]) => {
    const jitterX = random.between(-1, 1) * capture.perspective * cardWidth;
    const jitterY = random.between(-1, 1) * capture.perspective * cardWidth;
    return [
      centre[0] + x * Math.cos(angle) - y * Math.sin(angle) + jitterX,
      centre[1] + x * Math.sin(angle) + y * Math.cos(angle) + jitterY,
    ];
  });
  const pixels = await background(random, width, height, capture.texturedBackground);
  drawCard(pixels, width, corners, { data: card.data, width: card.info.width, height: card.info.height });

  const lightAngle = random.between(0, 2 * Math.PI);
  const cos = Math.cos(lightAngle) / width;
  const sin = Math.sin(lightAngle) / width;
  const glare = capture.glare;
  const [gx, gy] = glare
    ? applyHomography(
        homographyFrom(
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
          corners,
        ),
        glare.x,
        glare.y,
      )
    : [0, 0];
  const glareSpread = 2 * ((glare?.radiusShare ?? 0) * cardWidth) ** 2;
  const bytes = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along = Math.min(1, Math.max(0, (x - width / 2) * cos + (y - height / 2) * sin + 0.5));
      const light = 1 - capture.unevenLight * along;
      const distance = (x - gx) ** 2 + (y - gy) ** 2;
      const shine = glare && distance < 5 * glareSpread ? glare.peak * Math.exp(-distance / glareSpread) : 0;
      const i = (y * width + x) * 3;
      bytes[i] = (pixels[i] as number) * light + shine;
      bytes[i + 1] = (pixels[i + 1] as number) * light + shine;
      bytes[i + 2] = (pixels[i + 2] as number) * light + shine;
    }
  }
  const sigma = (capture.blurPer1000 * width) / 1000;
  const blurred =
    sigma >= 0.3
      ? await sharp(bytes, { raw: { width, height, channels: 3 } })
          .blur(sigma)
          .raw()
          .toBuffer()
      : bytes;
  const noisy = new Uint8ClampedArray(blurred.length);
  const spread = capture.noiseSigma * 2;
  for (let i = 0; i < blurred.length; i++)
    noisy[i] = (blurred[i] as number) + spread * (random.next() + random.next() + random.next() - 1.5);
  return sharp(noisy, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: capture.jpegQuality })
    .toBuffer();
}
