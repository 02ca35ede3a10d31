import type { GreyImage } from "./grey-pixels";

export type Region = { left: number; top: number; width: number; height: number };
/** A cell of the grid with saturated pixels: where it lies and which share of its pixels are saturated. */
export type GlareCell = Region & { share: number };

export type GlareMeasures = { saturatedShare: number; worstCellShare: number; cells: GlareCell[] };

/** The pixels of grid cell `cell` (row-major), as the loop below assigns them. */
function gridCell(region: Region, grid: number, cell: number): Region {
  const row = Math.floor(cell / grid);
  const column = cell % grid;
  const edge = (start: number, size: number, index: number) => start + Math.ceil((index * size) / grid);
  const left = edge(region.left, region.width, column);
  const top = edge(region.top, region.height, row);
  return { left, top, width: edge(region.left, region.width, column + 1) - left, height: edge(region.top, region.height, row + 1) - top };
}

/**
 * Share of near-white (≥ 250) pixels in the region, and the highest share within any cell of an 8×8 grid over it; the
 * cells holding any, with their share.
 */
export function measureGlare({ data, width }: GreyImage, region: Region, grid = 8): GlareMeasures {
  const cellCounts = new Array<number>(grid * grid).fill(0);
  const cellTotals = new Array<number>(grid * grid).fill(0);
  const columnCells = Int32Array.from({ length: region.width }, (_, x) => Math.min(grid - 1, Math.floor((x * grid) / region.width)));
  const columnsPerCell = new Array<number>(grid).fill(0);
  for (const column of columnCells) columnsPerCell[column] = (columnsPerCell[column] ?? 0) + 1;
  let saturated = 0;
  for (let y = region.top; y < region.top + region.height; y++) {
    const cellRow = Math.min(grid - 1, Math.floor(((y - region.top) * grid) / region.height));
    const rowStart = y * width + region.left;
    for (let x = 0; x < region.width; x++) {
      if ((data[rowStart + x] ?? 0) < 250) continue;
      saturated++;
      const cell = cellRow * grid + (columnCells[x] as number);
      cellCounts[cell] = (cellCounts[cell] ?? 0) + 1;
    }
    for (let column = 0; column < grid; column++)
      cellTotals[cellRow * grid + column] = (cellTotals[cellRow * grid + column] ?? 0) + (columnsPerCell[column] ?? 0);
  }
  const total = region.width * region.height;
  let worstCellShare = 0;
  const cells: GlareCell[] = [];
  cellCounts.forEach((count, cell) => {
    const cellTotal = cellTotals[cell] ?? 0;
    if (cellTotal > 0) worstCellShare = Math.max(worstCellShare, count / cellTotal);
    if (count > 0) cells.push({ ...gridCell(region, grid, cell), share: count / cellTotal });
  });
  return { saturatedShare: total === 0 ? 0 : saturated / total, worstCellShare, cells };
}
