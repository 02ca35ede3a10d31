import { describe, expect, it } from "vitest";
import { documentGeometry, mrzZoneGeometry, sideGeometry } from "./document-geometry";
import { measureGlare } from "./glare";
import type { CellReading } from "./mrz-reader/decode-zone";
import type { MrzGeometry } from "./mrz-reader/locate-mrz";

const corners = {
  topLeft: { x: 100, y: 50 },
  topRight: { x: 900, y: 52 },
  bottomRight: { x: 898, y: 600 },
  bottomLeft: { x: 102, y: 598 },
};

describe("sideGeometry", () => {
  it("scales the card's corners and the glare cells from the analysed image to the photo's own pixels", () => {
    const side = sideGeometry({
      analysed: { width: 1000, height: 692 },
      original: { width: 1300, height: 900 },
      outline: { corners, areaShare: 0.6 },
      glare: {
        cells: [
          { left: 100, top: 50, width: 100, height: 69, share: 0.4 },
          { left: 200, top: 50, width: 100, height: 69, share: 0.004 },
        ],
      },
    });
    expect(side.width).toBe(1300);
    expect(side.height).toBe(900);
    expect(side.cardOutline?.[0]).toEqual([130, 65]);
    expect(side.cardOutline?.[2]).toEqual([1167.4, 780.3]);
    // A cell with a few saturated pixels is print, not glare: only the 40 % one is a spot.
    expect(side.glareSpots).toEqual([{ left: 130, top: 65, width: 130, height: 89.7, share: 0.4 }]);
  });

  it("draws no outline when no pixel stood out from the background", () => {
    const side = sideGeometry({
      analysed: { width: 10, height: 10 },
      original: { width: 10, height: 10 },
      outline: { corners, areaShare: 0 },
      glare: { cells: [] },
    });
    expect(side.cardOutline).toBeNull();
  });
});

describe("measureGlare's cells", () => {
  it("tile the region and carry the share of saturated pixels of each", () => {
    const width = 83;
    const height = 61;
    const data = new Uint8Array(width * height).fill(120);
    // A reflection covering the region's top-left corner: 10 × 7 pixels.
    for (let y = 3; y < 10; y++) for (let x = 5; x < 15; x++) data[y * width + x] = 255;
    const region = { left: 3, top: 2, width: 77, height: 55 };
    const glare = measureGlare({ data, width, height }, region);
    const saturated = glare.cells.reduce((sum, cell) => sum + cell.share * cell.width * cell.height, 0);
    expect(Math.round(saturated)).toBe(70);
    for (const cell of glare.cells) {
      expect(cell.left).toBeGreaterThanOrEqual(region.left);
      expect(cell.top).toBeGreaterThanOrEqual(region.top);
      expect(cell.left + cell.width).toBeLessThanOrEqual(region.left + region.width);
      expect(cell.top + cell.height).toBeLessThanOrEqual(region.top + region.height);
    }
    expect(glare.cells.map((cell) => [cell.left, cell.top])).toEqual([
      [3, 2],
      [13, 2],
      [3, 9],
      [13, 9],
    ]);
    expect(Math.max(...glare.cells.map((cell) => cell.share))).toBeCloseTo(glare.worstCellShare);
  });
});

const reading = (character: string, score = 0.9, margin = 0.4): CellReading => ({
  character,
  score,
  margin,
  alternatives: [],
  isRepaired: false,
});

/** A zone of `lines` lines of `length` cells, 20 px apart, lines 40 px apart, along `direction`. */
function grid(lines: number, length: number, direction: [number, number]): MrzGeometry {
  const [ux, uy] = direction;
  return {
    layout: "TD3",
    lines: Array.from({ length: lines }, (_, l) => ({
      centres: Array.from({ length }, (_, i) => [100 + 20 * i * ux - 40 * l * uy, 500 + 20 * i * uy + 40 * l * ux] as [number, number]),
      pitches: Array.from({ length }, () => 20),
    })),
  };
}

describe("mrzZoneGeometry", () => {
  const cells = [Array.from({ length: 44 }, () => reading("A")), Array.from({ length: 44 }, () => reading("1"))];

  it("keeps every cell where the reader cut it, with what it read, how clearly, and whether that was uncertain", () => {
    const zone = mrzZoneGeometry({
      side: "back",
      layout: "TD3",
      geometry: grid(2, 44, [1, 0]),
      cells: [cells[0] ?? [], [...(cells[1] ?? []).slice(0, 5), reading("8", 0.41, 0.01), ...(cells[1] ?? []).slice(6)]],
      uncertain: [{ line: 1, column: 5 }],
    });
    expect(zone?.cells).toHaveLength(88);
    expect(zone?.cells[49]).toEqual({
      line: 1,
      column: 5,
      centre: [200, 540],
      pitch: 20,
      character: "8",
      score: 0.41,
      margin: 0.01,
      isUncertain: true,
    });
    expect(zone?.cells.filter((cell) => cell.isUncertain)).toHaveLength(1);
    expect(zone?.angle).toBe(0);
    // Half a pitch beyond the end cells' centres along the line, 1.3 pitches tall across it.
    expect(zone?.corners).toEqual([
      [90, 487],
      [970, 487],
      [970, 553],
      [90, 553],
    ]);
  });

  it("follows a zone photographed turned a quarter", () => {
    const zone = mrzZoneGeometry({ side: "front", layout: "TD3", geometry: grid(2, 44, [0, 1]), cells, uncertain: [] });
    expect(zone?.angle).toBe(90);
    // Lines run down the photo; the second line lies to the left of the first.
    expect(zone?.corners[0]).toEqual([113, 490]);
    expect(zone?.corners[2]).toEqual([47, 1370]);
  });

  it("is null without a grid", () => {
    expect(mrzZoneGeometry({ side: "front", layout: "TD1", geometry: { layout: "TD1", lines: [] }, cells: [], uncertain: [] })).toBeNull();
  });
});

describe("documentGeometry", () => {
  it("puts the portrait's face box on the front and keeps the back and the zone", () => {
    const side = { width: 1300, height: 900, cardOutline: null, glareSpots: [] };
    const geometry = documentGeometry({ front: side, back: side, portrait: { box: [10.04, 20.06, 30, 40], score: 0.91234 }, mrz: null });
    expect(geometry.front.face).toEqual({ box: [10, 20.1, 30, 40], score: 0.912 });
    expect(geometry.back).toEqual(side);
    expect(geometry.mrzZone).toBeNull();
    expect(documentGeometry({ front: side, mrz: null }).front.face).toBeNull();
  });
});
