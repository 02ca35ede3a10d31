import type { GreyImage } from "./grey-pixels";

export type Point = { x: number; y: number };
export type CardOutline = {
  corners: { topLeft: Point; topRight: Point; bottomRight: Point; bottomLeft: Point };
  /** Highest share of card pixels along any one edge of the frame: a card running off the frame fills an edge. */
  edgeContactShare: number;
  /** Share of the frame the card covers. */
  areaShare: number;
  /** Relative difference of the longer pair of opposite sides: 0 for a card seen straight on. */
  sideInequality: number;
  bounds: { left: number; top: number; width: number; height: number };
};

// A pixel belongs to the card when its grey level differs this much from the table around it.
const BACKGROUND_TOLERANCE = 32;

function borderMedian({ data, width, height }: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  let total = 0;
  const add = (value: number | undefined) => {
    histogram[value ?? 0] = (histogram[value ?? 0] ?? 0) + 1;
    total++;
  };
  for (let x = 0; x < width; x++) {
    add(data[x]);
    add(data[(height - 1) * width + x]);
  }
  for (let y = 0; y < height; y++) {
    add(data[y * width]);
    add(data[y * width + width - 1]);
  }
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= total / 2) return level;
  }
  return 0;
}

// The table is whatever dominates the frame's border, so light cards on dark tables and the reverse both work.
function isCardMask(image: GreyImage): Uint8Array {
  const background = borderMedian(image);
  const mask = new Uint8Array(image.data.length);
  for (let i = 0; i < image.data.length; i++) mask[i] = Math.abs((image.data[i] ?? 0) - background) > BACKGROUND_TOLERANCE ? 1 : 0;
  return mask;
}

function edgeShare(mask: Uint8Array, width: number, height: number): number {
  let top = 0;
  let bottom = 0;
  let left = 0;
  let right = 0;
  for (let x = 0; x < width; x++) {
    top += mask[x] ?? 0;
    bottom += mask[(height - 1) * width + x] ?? 0;
  }
  for (let y = 0; y < height; y++) {
    left += mask[y * width] ?? 0;
    right += mask[y * width + width - 1] ?? 0;
  }
  return Math.max(top / width, bottom / width, left / height, right / height);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const inequality = (a: number, b: number) => (Math.max(a, b) === 0 ? 0 : Math.abs(a - b) / Math.max(a, b));

/** Finds the card as the pixels that differ from the frame's border and its four extreme corners. Expects a card on a contrasting background. */
export function findCardOutline(image: GreyImage): CardOutline {
  const { width, height } = image;
  const mask = isCardMask(image);
  // The first card pixel in raster order with the least or greatest x + y (top left, bottom right) and x − y (bottom left, top right).
  const topLeft = { x: 0, y: 0 };
  const bottomRight = { x: 0, y: 0 };
  const topRight = { x: 0, y: 0 };
  const bottomLeft = { x: 0, y: 0 };
  let leastSum = Number.POSITIVE_INFINITY;
  let greatestSum = Number.NEGATIVE_INFINITY;
  let greatestDiff = Number.NEGATIVE_INFINITY;
  let leastDiff = Number.POSITIVE_INFINITY;
  let cardPixels = 0;
  let minX = width;
  let minY = height;
  let maxX = 0;
  let maxY = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (mask[row + x] !== 1) continue;
      cardPixels++;
      if (first < 0) first = x;
      last = x;
    }
    if (first < 0) continue;
    minX = Math.min(minX, first);
    maxX = Math.max(maxX, last);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
    // Along a row x + y and x − y grow with x: the row's extremes are its first and last card pixels.
    if (first + y < leastSum) {
      leastSum = first + y;
      Object.assign(topLeft, { x: first, y });
    }
    if (last + y > greatestSum) {
      greatestSum = last + y;
      Object.assign(bottomRight, { x: last, y });
    }
    if (last - y > greatestDiff) {
      greatestDiff = last - y;
      Object.assign(topRight, { x: last, y });
    }
    if (first - y < leastDiff) {
      leastDiff = first - y;
      Object.assign(bottomLeft, { x: first, y });
    }
  }
  const corners = { topLeft, topRight, bottomRight, bottomLeft };
  const horizontal = inequality(distance(corners.topLeft, corners.topRight), distance(corners.bottomLeft, corners.bottomRight));
  const vertical = inequality(distance(corners.topLeft, corners.bottomLeft), distance(corners.topRight, corners.bottomRight));
  return {
    corners,
    edgeContactShare: edgeShare(mask, width, height),
    areaShare: cardPixels / (width * height),
    sideInequality: Math.max(horizontal, vertical),
    bounds:
      cardPixels === 0 ? { left: 0, top: 0, width, height } : { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1 },
  };
}
