import type { GreyImage } from "../grey-pixels";

/** A connected blob of dark pixels. */
export type Component = { left: number; top: number; right: number; bottom: number; area: number; cx: number; cy: number };

/**
 * Dark-on-light ink by a local-mean threshold (Bradley–Roth, summed-area table): a pixel is ink when it is `contrast`
 * darker than the mean of the window around it, so uneven light, glare falloff and coloured tables do not matter.
 */
export function inkMask({ data, width, height }: GreyImage, window: number, contrast = 0.12): Uint8Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] ?? 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const half = Math.max(2, Math.floor(window / 2));
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(width, x + half + 1);
      const total =
        (sums[bottom * (width + 1) + right] ?? 0) -
        (sums[top * (width + 1) + right] ?? 0) -
        (sums[bottom * (width + 1) + left] ?? 0) +
        (sums[top * (width + 1) + left] ?? 0);
      const mean = total / ((bottom - top) * (right - left));
      if ((data[y * width + x] ?? 0) < mean * (1 - contrast)) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** 8-connected components of a mask (two passes with union–find), with their boxes, areas and centroids. */
export function connectedComponents(mask: Uint8Array, width: number, height: number): Component[] {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[label] !== root) {
      const next = parent[label] as number;
      parent[label] = root;
      label = next;
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
        parent.push(parent.length);
        labels[i] = parent.length - 1;
        continue;
      }
      labels[i] = first;
      for (const other of [northWest, north, northEast]) if (other !== 0 && other !== first) union(first, other);
    }
  }
  const byRoot = new Map<number, Component & { sx: number; sy: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x] ?? 0;
      if (label === 0) continue;
      const root = find(label);
      const c = byRoot.get(root);
      if (!c) {
        byRoot.set(root, { left: x, right: x, top: y, bottom: y, area: 1, cx: 0, cy: 0, sx: x, sy: y });
        continue;
      }
      c.left = Math.min(c.left, x);
      c.right = Math.max(c.right, x);
      c.bottom = y;
      c.area++;
      c.sx += x;
      c.sy += y;
    }
  }
  return [...byRoot.values()].map(({ sx, sy, ...c }) => ({ ...c, cx: sx / c.area, cy: sy / c.area }));
}
