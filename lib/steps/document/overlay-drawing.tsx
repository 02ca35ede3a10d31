"use client";

import { CELL_HEIGHT_PER_PITCH } from "@/lib/analysis/document/document-geometry";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText, formatPercent } from "@/lib/i18n/format";
import type { TDocumentGeometry, TMrzCell } from "./result-geometry";

type Words = Dictionary["pictures"]["overlay"];
type Side = NonNullable<TDocumentGeometry["back"]>;
type Zone = NonNullable<TDocumentGeometry["mrzZone"]>;
type Face = TDocumentGeometry["front"]["face"];

/** One side of the document as the overlay sees it: the image check's geometry, the portrait on the front, the MRZ where it was read. */
export type OverlaySide = { side: Side; face?: Face; zone: Zone | null; isMasked: boolean };

export const OVERLAY_COLOURS = {
  card: "#0ea5e9",
  zone: "#6366f1",
  clear: "#10b981",
  uncertain: "#f97316",
  glare: "#d946ef",
  face: "#ec4899",
} as const;

const px = (value: number) => String(Math.round(value));
const fixed = (value: number) => value.toFixed(2);
const points = (quad: [number, number][]) => quad.map(([x, y]) => `${x},${y}`).join(" ");
const lineStyle = { vectorEffect: "non-scaling-stroke", strokeWidth: 2, fill: "none" } as const;

function cellWords(cell: TMrzCell, isMasked: boolean, t: Words): string {
  const values = { line: cell.line + 1, column: cell.column + 1, score: fixed(cell.score), margin: fixed(cell.margin) };
  const text = isMasked ? fillText(t.cellHidden, values) : fillText(t.cell, { ...values, character: cell.character });
  return cell.isUncertain ? `${text} (${t.uncertain})` : text;
}

function MrzCell({ cell, angle, isMasked, t }: { cell: TMrzCell; angle: number; isMasked: boolean; t: Words }) {
  const [cx, cy] = cell.centre;
  const height = cell.pitch * CELL_HEIGHT_PER_PITCH;
  const colour = cell.isUncertain ? OVERLAY_COLOURS.uncertain : OVERLAY_COLOURS.clear;
  return (
    <g transform={`rotate(${angle} ${cx} ${cy})`} data-testid="overlay-mrz-cell" data-uncertain={cell.isUncertain}>
      <title>{cellWords(cell, isMasked, t)}</title>
      <rect
        x={cx - cell.pitch / 2}
        y={cy - height / 2}
        width={cell.pitch}
        height={height}
        stroke={colour}
        fill={colour}
        fillOpacity={cell.isUncertain ? 0.35 : 0.06}
        strokeDasharray={cell.isUncertain ? "4 2" : undefined}
        style={{ vectorEffect: "non-scaling-stroke", strokeWidth: cell.isUncertain ? 2.5 : 1 }}
      />
      {!isMasked && (
        // What was read sits in the gap above the cell, so the printed glyph stays visible under its box.
        <text
          x={cx}
          y={cy - height / 2 - cell.pitch * 0.06}
          fontSize={cell.pitch * 0.42}
          textAnchor="middle"
          fontFamily="monospace"
          fill={colour}
          stroke="#0f172a"
          strokeWidth={cell.pitch * 0.06}
          paintOrder="stroke"
        >
          {cell.character}
        </text>
      )}
    </g>
  );
}

/** The drawing, in the photo's own pixels: card outline, glare cells, the portrait's face, the MRZ zone and each cell. */
export function OverlayDrawing({ side, face, zone, isMasked, t }: OverlaySide & { t: Words }) {
  return (
    <>
      {side.cardOutline && (
        <polygon points={points(side.cardOutline)} stroke={OVERLAY_COLOURS.card} style={lineStyle} data-testid="overlay-card-outline" />
      )}
      {side.glareSpots.map((spot) => (
        <rect
          key={`${spot.left}:${spot.top}`}
          x={spot.left}
          y={spot.top}
          width={spot.width}
          height={spot.height}
          fill={OVERLAY_COLOURS.glare}
          fillOpacity={Math.min(0.6, 0.15 + spot.share)}
          stroke={OVERLAY_COLOURS.glare}
          style={{ vectorEffect: "non-scaling-stroke", strokeWidth: 1 }}
          data-testid="overlay-glare"
        />
      ))}
      {face && (
        <rect
          x={face.box[0]}
          y={face.box[1]}
          width={face.box[2]}
          height={face.box[3]}
          stroke={OVERLAY_COLOURS.face}
          style={lineStyle}
          data-testid="overlay-face"
        />
      )}
      {zone && (
        <>
          <polygon points={points(zone.corners)} stroke={OVERLAY_COLOURS.zone} style={lineStyle} data-testid="overlay-mrz-zone" />
          {zone.cells.map((cell) => (
            <MrzCell key={`${cell.line}:${cell.column}`} cell={cell} angle={zone.angle} isMasked={isMasked} t={t} />
          ))}
        </>
      )}
    </>
  );
}

function Swatch({ colour }: { colour: string }) {
  return <span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 rounded-sm align-middle" style={{ backgroundColor: colour }} />;
}

/** The same drawing in words, item by item: what a screen reader reads, and the legend of the colours. */
export function OverlayDescription({ side, face, zone, isMasked, t }: OverlaySide & { t: Words }) {
  const uncertain = zone?.cells.filter((cell) => cell.isUncertain) ?? [];
  return (
    <div className="space-y-1 text-xs" data-testid="overlay-description">
      <p className="text-slate-600 dark:text-slate-400">{t.pixels}</p>
      <ul className="space-y-1">
        <li>
          <Swatch colour={OVERLAY_COLOURS.card} />
          {side.cardOutline
            ? fillText(t.cardOutline, { corners: side.cardOutline.map(([x, y]) => `(${px(x)}, ${px(y)})`).join(", ") })
            : t.noCardOutline}
        </li>
        {face !== undefined && (
          <li data-testid="overlay-face-words">
            <Swatch colour={OVERLAY_COLOURS.face} />
            {face
              ? fillText(t.face, {
                  width: px(face.box[2]),
                  height: px(face.box[3]),
                  x: px(face.box[0]),
                  y: px(face.box[1]),
                  score: fixed(face.score),
                })
              : t.noFace}
          </li>
        )}
        <li>
          <Swatch colour={OVERLAY_COLOURS.glare} />
          {side.glareSpots.length ? fillText(t.glare, { count: side.glareSpots.length }) : t.noGlare}
          {side.glareSpots.length > 0 && (
            <ul className="ml-5 list-disc">
              {side.glareSpots.map((spot) => (
                <li key={`${spot.left}:${spot.top}`}>
                  {fillText(t.glareSpot, {
                    x: px(spot.left),
                    y: px(spot.top),
                    width: px(spot.width),
                    height: px(spot.height),
                    share: formatPercent(spot.share),
                  })}
                </li>
              ))}
            </ul>
          )}
        </li>
        {zone && (
          <li data-testid="overlay-mrz-words">
            <Swatch colour={OVERLAY_COLOURS.zone} />
            {fillText(t.mrz, { layout: zone.layout, count: zone.cells.length, uncertain: uncertain.length })}
            <span className="ml-2 whitespace-nowrap">
              <Swatch colour={OVERLAY_COLOURS.clear} />
              {t.legendClear}
            </span>
            <span className="ml-2 whitespace-nowrap">
              <Swatch colour={OVERLAY_COLOURS.uncertain} />
              {t.legendUncertain}
            </span>
            {uncertain.length > 0 && (
              <ul className="ml-5 list-disc" data-testid="overlay-uncertain-cells">
                {uncertain.map((cell) => (
                  <li key={`${cell.line}:${cell.column}`}>{cellWords(cell, isMasked, t)}</li>
                ))}
              </ul>
            )}
            <details className="ml-5">
              <summary className="cursor-pointer">{t.everyCell}</summary>
              <ol className="columns-1 sm:columns-2">
                {zone.cells.map((cell) => (
                  <li key={`${cell.line}:${cell.column}`}>{cellWords(cell, isMasked, t)}</li>
                ))}
              </ol>
            </details>
          </li>
        )}
      </ul>
    </div>
  );
}
