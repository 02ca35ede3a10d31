export type Point2 = [number, number];
/** Row-major 3×3 matrix. */
export type Homography = number[];

/** Solves A·x = b by Gaussian elimination with partial pivoting (small dense systems only). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[pivot]?.[col] ?? 0)) pivot = row;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const top = m[col] as number[];
    for (let row = col + 1; row < n; row++) {
      const current = m[row] as number[];
      const factor = (current[col] ?? 0) / (top[col] ?? 1);
      for (let k = col; k <= n; k++) current[k] = (current[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const current = m[row] as number[];
    let sum = current[n] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= (current[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (current[row] ?? 1);
  }
  return x;
}

/** The projective map taking four source points onto four destination points. */
export function homographyFrom(source: Point2[], destination: Point2[]): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  source.forEach(([x, y], i) => {
    const [u, v] = destination[i] as Point2;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  return [...solve(a, b), 1];
}

export function applyHomography(h: Homography, x: number, y: number): Point2 {
  const w = (h[6] ?? 0) * x + (h[7] ?? 0) * y + (h[8] ?? 1);
  return [((h[0] ?? 0) * x + (h[1] ?? 0) * y + (h[2] ?? 0)) / w, ((h[3] ?? 0) * x + (h[4] ?? 0) * y + (h[5] ?? 0)) / w];
}
