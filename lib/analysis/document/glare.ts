import type { GreyImage } from "./grey-pixels";

export type GlareMeasures = { saturatedShare: number; worstCellShare: number };

export type Region = { left: number; top: number; width: number; height: number };

/** Share of near-white (≥ 250) pixels in the region, and the highest share within any cell of an 8×8 grid over it. */
export function measureGlare({ data, width }: GreyImage, region: Region, grid = 8): GlareMeasures {
  const cellCounts = new Array<number>(grid * grid).fill(0);
  const cellTotals = new Array<number>(grid * grid).fill(0);
  let saturated = 0;
  let total = 0;
  for (let y = region.top; y < region.top + region.height; y++) {
    const cellRow = Math.min(grid - 1, Math.floor(((y - region.top) * grid) / region.height));
    for (let x = region.left; x < region.left + region.width; x++) {
      const cell = cellRow * grid + Math.min(grid - 1, Math.floor(((x - region.left) * grid) / region.width));
      const isSaturated = (data[y * width + x] ?? 0) >= 250;
      total++;
      cellTotals[cell] = (cellTotals[cell] ?? 0) + 1;
      if (isSaturated) {
        saturated++;
        cellCounts[cell] = (cellCounts[cell] ?? 0) + 1;
      }
    }
  }
  let worstCellShare = 0;
  cellCounts.forEach((count, cell) => {
    const cellTotal = cellTotals[cell] ?? 0;
    if (cellTotal > 0) worstCellShare = Math.max(worstCellShare, count / cellTotal);
  });
  return { saturatedShare: total === 0 ? 0 : saturated / total, worstCellShare };
}
