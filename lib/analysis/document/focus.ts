import type { GreyImage } from "./grey-pixels";

/** Variance of the 4-neighbour Laplacian: high for crisp edges, near zero for a blurred image. */
export function laplacianVariance({ data, width, height }: GreyImage): number {
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const value = (data[i - 1] ?? 0) + (data[i + 1] ?? 0) + (data[i - width] ?? 0) + (data[i + width] ?? 0) - 4 * (data[i] ?? 0);
      sum += value;
      sumSquares += value * value;
      count++;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}
