import type { CardOutline } from "./card-outline";
import type { FaceBox } from "./face-box";
import type { GlareMeasures } from "./glare";
import type { UncertainCharacter } from "./mrz-reader/cell-certainty";
import type { CellReading } from "./mrz-reader/decode-zone";
import type { MrzGeometry } from "./mrz-reader/locate-mrz";
import type { MrzLayout } from "./mrz-reader/mrz-structure";

/** [x, y] in the side's own pixels, EXIF rotation applied (what a browser shows). */
export type Point = [number, number];
export type Quad = [Point, Point, Point, Point];

export type GlareSpot = { left: number; top: number; width: number; height: number; share: number };

/** What the image checks of one side measured where: the card's corners and the cells with saturated pixels. */
export type SideGeometry = {
  width: number;
  height: number;
  /** Top-left, top-right, bottom-right, bottom-left; null when no pixel stood out from the background. */
  cardOutline: Quad | null;
  glareSpots: GlareSpot[];
};

export type MrzCellGeometry = {
  line: number;
  column: number;
  centre: Point;
  /** The character pitch at the cell: its width. */
  pitch: number;
  character: string;
  /** Correlation with the chosen character's glyph, and its lead over the next allowed one. */
  score: number;
  margin: number;
  isUncertain: boolean;
};

export type MrzZoneGeometry = {
  side: "front" | "back";
  layout: MrzLayout;
  /** Direction of the lines, in degrees clockwise from the x axis. */
  angle: number;
  corners: Quad;
  cells: MrzCellGeometry[];
};

export type DocumentGeometry = {
  front: SideGeometry & { face: { box: [number, number, number, number]; score: number } | null };
  back?: SideGeometry;
  // Not `mrz`: the masking rules hide everything under that key, the cells' positions and certainties too.
  mrzZone: MrzZoneGeometry | null;
};

// Under a tenth of a cell saturated is white print, a light background or specks (the demo card's header reaches 8 %),
// not a reflection a reviewer needs pointed out; the image check fails a cell at 35 % by default.
const MIN_SPOT_SHARE = 0.1;
// OCR-B capitals stand about one pitch tall; the box leaves a little paper above and below.
export const CELL_HEIGHT_PER_PITCH = 1.3;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const point = (x: number, y: number): Point => [round(x), round(y)];

/** The outline and glare cells measured on the downscaled grey image, in the side's own pixels. */
export function sideGeometry({
  analysed,
  original,
  outline,
  glare,
}: {
  analysed: { width: number; height: number };
  original: { width: number; height: number };
  outline: Pick<CardOutline, "corners" | "areaShare">;
  glare: Pick<GlareMeasures, "cells">;
}): SideGeometry {
  const sx = original.width / analysed.width;
  const sy = original.height / analysed.height;
  const { topLeft, topRight, bottomRight, bottomLeft } = outline.corners;
  const scaled = (p: { x: number; y: number }) => point(p.x * sx, p.y * sy);
  return {
    width: original.width,
    height: original.height,
    cardOutline: outline.areaShare > 0 ? [scaled(topLeft), scaled(topRight), scaled(bottomRight), scaled(bottomLeft)] : null,
    glareSpots: glare.cells
      .filter((cell) => cell.share >= MIN_SPOT_SHARE)
      .map((cell) => ({
        left: round(cell.left * sx),
        top: round(cell.top * sy),
        width: round(cell.width * sx),
        height: round(cell.height * sy),
        share: round(cell.share, 3),
      })),
  };
}

function cornerOf(centre: Point, pitch: number, along: Point, alongSign: number, acrossSign: number): Point {
  const halfWidth = (pitch / 2) * alongSign;
  const halfHeight = ((pitch * CELL_HEIGHT_PER_PITCH) / 2) * acrossSign;
  // Across is along turned a quarter clockwise (y grows downwards).
  return point(centre[0] + along[0] * halfWidth - along[1] * halfHeight, centre[1] + along[1] * halfWidth + along[0] * halfHeight);
}

/** The zone's cells where the reader cut them, each with what it read there and how clearly. */
export function mrzZoneGeometry({
  side,
  layout,
  geometry,
  cells,
  uncertain,
}: {
  side: MrzZoneGeometry["side"];
  layout: MrzLayout;
  /** The cell grid the reading was decoded from, in the side's own pixels. */
  geometry: MrzGeometry;
  cells: CellReading[][];
  uncertain: Pick<UncertainCharacter, "line" | "column">[];
}): MrzZoneGeometry | null {
  const first = geometry.lines[0];
  const last = geometry.lines.at(-1);
  if (!first || !last || first.centres.length === 0) return null;
  const unsure = new Set(uncertain.map((mark) => `${mark.line}:${mark.column}`));
  const zoneCells = geometry.lines.flatMap((line, l) =>
    line.centres.flatMap((centre, column): MrzCellGeometry[] => {
      const reading = cells[l]?.[column];
      if (!reading) return [];
      return [
        {
          line: l,
          column,
          centre: point(centre[0], centre[1]),
          pitch: round(line.pitches[column] ?? 0),
          character: reading.character,
          score: round(reading.score, 3),
          margin: round(reading.margin, 3),
          isUncertain: unsure.has(`${l}:${column}`),
        },
      ];
    }),
  );
  const angles = geometry.lines.map((line) => {
    const [x0, y0] = line.centres[0] ?? [0, 0];
    const [x1, y1] = line.centres.at(-1) ?? [1, 0];
    return Math.atan2(y1 - y0, x1 - x0);
  });
  const radians = angles.reduce((sum, a) => sum + a, 0) / angles.length;
  const along: Point = [Math.cos(radians), Math.sin(radians)];
  const end = (line: MrzGeometry["lines"][number], index: number) => ({
    centre: line.centres[index] as Point,
    pitch: line.pitches[index] ?? 0,
  });
  const topLeft = end(first, 0);
  const topRight = end(first, first.centres.length - 1);
  const bottomRight = end(last, last.centres.length - 1);
  const bottomLeft = end(last, 0);
  return {
    side,
    layout,
    angle: round((radians * 180) / Math.PI, 2),
    corners: [
      cornerOf(topLeft.centre, topLeft.pitch, along, -1, -1),
      cornerOf(topRight.centre, topRight.pitch, along, 1, -1),
      cornerOf(bottomRight.centre, bottomRight.pitch, along, 1, 1),
      cornerOf(bottomLeft.centre, bottomLeft.pitch, along, -1, 1),
    ],
    cells: zoneCells,
  };
}

/** Everything the document's analysis measured where, for drawing over its photos. */
export function documentGeometry({
  front,
  back,
  portrait,
  mrz,
}: {
  front: SideGeometry;
  back?: SideGeometry;
  portrait?: FaceBox;
  mrz: MrzZoneGeometry | null;
}): DocumentGeometry {
  const face = portrait
    ? { box: portrait.box.map((v) => round(v)) as [number, number, number, number], score: round(portrait.score, 3) }
    : null;
  return { front: { ...front, face }, ...(back ? { back } : {}), mrzZone: mrz };
}
