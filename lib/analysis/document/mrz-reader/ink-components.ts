import type { GreyImage } from "../grey-pixels";

/** A connected blob of dark pixels. */
export type Component = { left: number; top: number; right: number; bottom: number; area: number; cx: number; cy: number };

/**
 * Dark-on-light ink by a local-mean threshold (Bradley–Roth, summed-area table): a pixel is ink when it is `contrast`
 * darker than the mean of the window around it, so uneven light, glare falloff and coloured tables do not matter.
 */
export function inkMask({ data, width, height }: GreyImage, window: number, contrast = 0.12): Uint8Array {
  const stride = width + 1;
  const sums = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    const above = y * stride + 1;
    const here = above + stride;
    const source = y * width;
    for (let x = 0; x < width; x++) {
      row += data[source + x] as number;
      sums[here + x] = (sums[above + x] as number) + row;
    }
  }
  const half = Math.max(2, Math.floor(window / 2));
  const keep = 1 - contrast;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half) * stride;
    const bottom = Math.min(height, y + half + 1) * stride;
    const rows = (bottom - top) / stride;
    const row = y * width;
    // Conditionals rather than a closure or Math.min/max per pixel: this loop runs over every pixel.
    for (let x = 0; x < width; x++) {
      const left = x > half ? x - half : 0;
      const right = x + half + 1 < width ? x + half + 1 : width;
      const total =
        (sums[bottom + right] as number) - (sums[top + right] as number) - (sums[bottom + left] as number) + (sums[top + left] as number);
      const mean = total / (rows * (right - left));
      if ((data[row + x] as number) < mean * keep) mask[row + x] = 1;
    }
  }
  return mask;
}

/** 8-connected components of a mask (two passes with union–find), with their boxes, areas and centroids, in raster order of their first pixel. */
export function connectedComponents(mask: Uint8Array, width: number, height: number): Component[] {
  const labels = new Int32Array(width * height);
  // Raster order gives a new label at most every other pixel.
  const parent = new Int32Array(Math.ceil((width * height) / 2) + 2);
  let next = 1;
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[label] !== root) {
      const up = parent[label] as number;
      parent[label] = root;
      label = up;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const west = x > 0 ? (labels[i - 1] as number) : 0;
      const northWest = y > 0 && x > 0 ? (labels[i - width - 1] as number) : 0;
      const north = y > 0 ? (labels[i - width] as number) : 0;
      const northEast = y > 0 && x < width - 1 ? (labels[i - width + 1] as number) : 0;
      const first = west || northWest || north || northEast;
      if (first === 0) {
        parent[next] = next;
        labels[i] = next++;
        continue;
      }
      labels[i] = first;
      if (northWest !== 0 && northWest !== first) union(first, northWest);
      if (north !== 0 && north !== first) union(first, north);
      if (northEast !== 0 && northEast !== first) union(first, northEast);
    }
  }
  // Labels only ever point to smaller ones, so one ascending sweep sends each straight to its root.
  for (let label = 1; label < next; label++) parent[label] = parent[parent[label] as number] as number;
  // Per root label: box, area and coordinate sums; `order` keeps the roots as first met.
  const left = new Int32Array(next);
  const right = new Int32Array(next);
  const top = new Int32Array(next);
  const bottom = new Int32Array(next);
  const area = new Int32Array(next);
  const sumX = new Float64Array(next);
  const sumY = new Float64Array(next);
  const order: number[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const label = labels[row + x] as number;
      if (label === 0) continue;
      const root = parent[label] as number;
      if (area[root] === 0) {
        order.push(root);
        left[root] = x;
        right[root] = x;
        top[root] = y;
      }
      if (x < (left[root] as number)) left[root] = x;
      if (x > (right[root] as number)) right[root] = x;
      bottom[root] = y;
      area[root] = (area[root] as number) + 1;
      sumX[root] = (sumX[root] as number) + x;
      sumY[root] = (sumY[root] as number) + y;
    }
  }
  return order.map((root) => {
    const count = area[root] as number;
    return {
      left: left[root] as number,
      right: right[root] as number,
      top: top[root] as number,
      bottom: bottom[root] as number,
      area: count,
      cx: (sumX[root] as number) / count,
      cy: (sumY[root] as number) / count,
    };
  });
}
