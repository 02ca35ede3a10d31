import type { GreyImage, PhotoPixels } from "../grey-pixels";
import { classifyCells } from "./classify-cells";
import { type DecodedZone, decodeZone } from "./decode-zone";
import { locateMrz, type MrzGeometry } from "./locate-mrz";
import type { MrzLayout } from "./mrz-structure";
import { ocrbTemplates } from "./ocrb-templates";
import { findTextLines, inkGlyphs } from "./text-lines";

/** The decoded zone, with the cell grid it was read from (in the photo's pixels, EXIF rotation applied). */
export type MrzCellReading = DecodedZone & { layout: MrzLayout; geometry: MrzGeometry };

// Finding the lines needs no more detail than this; reading the cells uses every pixel there is.
const LOCATE_WIDTH = 1200;

function scaled(geometry: MrzGeometry, factor: number): MrzGeometry {
  return {
    layout: geometry.layout,
    lines: geometry.lines.map((line) => ({
      centres: line.centres.map(([x, y]) => [x * factor, y * factor] as [number, number]),
      pitches: line.pitches.map((pitch) => pitch * factor),
    })),
  };
}

/** Finds the zone's stacked fixed-pitch lines and returns where every character cell may be, likeliest first. */
export function findMrzCells(grey: GreyImage): MrzGeometry[] {
  return locateMrz(findTextLines(inkGlyphs(grey), 12));
}

/** Fewest failing check digits first (layouts have four or five), then the least changed, then the best matched. */
const quality = (reading: MrzCellReading) =>
  -Object.values(reading.checks).filter((holds) => !holds).length * 10 - reading.repairCost * 10 + reading.meanScore;

/**
 * Reads the MRZ of a photo cell by cell: locate the zone, cut each line into its fixed cells, correlate each cell with
 * OCR-B glyph templates, and let the check digits choose among the close candidates. Null when no zone is found.
 */
export async function readMrzCells(photo: PhotoPixels): Promise<MrzCellReading | null> {
  const [small, templates] = await Promise.all([photo.atWidth(LOCATE_WIDTH), ocrbTemplates()]);
  const full = photo.full;
  let best: MrzCellReading | null = null;
  let blurLevel: number | undefined;
  for (const geometry of findMrzCells(small)) {
    const cells = scaled(geometry, full.width / small.width);
    const classification = classifyCells(full, cells, templates, blurLevel);
    blurLevel = classification.blurLevel;
    const scores = classification.scores;
    const reading = { layout: geometry.layout, geometry: cells, ...decodeZone(geometry.layout, scores) };
    if (!best || quality(reading) > quality(best)) best = reading;
    // A grid whose every check digit holds as read needs no second opinion.
    if (reading.repairCost === 0 && Object.values(reading.checks).every(Boolean)) break;
  }
  return best;
}
