import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { ViewerOverlay } from "../common/review/image-viewer";
import { OverlayDescription, OverlayDrawing, type OverlaySide } from "./overlay-drawing";
import type { TDocumentGeometry } from "./result-geometry";

/** Each photographed side with what was measured on it: the portrait is looked for on the front, the MRZ where it was read. */
export function overlaySides(geometry: TDocumentGeometry, isMasked: boolean): [side: "front" | "back", OverlaySide][] {
  const zoneOn = (side: "front" | "back") => (geometry.mrzZone?.side === side ? geometry.mrzZone : null);
  const { face, ...front } = geometry.front;
  return [
    ["front", { side: front, face, zone: zoneOn("front"), isMasked }],
    ...(geometry.back ? [["back", { side: geometry.back, zone: zoneOn("back"), isMasked }] as ["back", OverlaySide]] : []),
  ];
}

/** The overlays of the document's photos, by the key the panel's images have (front, back). */
export function documentOverlays(geometry: TDocumentGeometry, t: Dictionary): Record<string, ViewerOverlay> {
  const words = t.pictures.overlay;
  return Object.fromEntries(
    overlaySides(geometry, false).map(([key, side]) => [
      key,
      {
        width: side.side.width,
        height: side.side.height,
        label: words.toggle,
        drawing: <OverlayDrawing {...side} t={words} />,
        description: <OverlayDescription {...side} t={words} />,
      },
    ]),
  );
}

/**
 * For a reader the photos are withheld from (auditors): what the analysis measured, drawn on an empty frame of the
 * photo's size, the MRZ's boxes and certainties without its characters.
 */
export function WithheldPhotoOverlays({ geometry, t }: { geometry: TDocumentGeometry; t: Dictionary }) {
  const words = t.pictures.overlay;
  return (
    <div className="space-y-2" data-testid="withheld-overlays">
      <p className="text-sm text-slate-600 dark:text-slate-400">{words.withheld}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {overlaySides(geometry, true).map(([key, side]) => (
          <figure key={key} className="space-y-1">
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${side.side.width} ${side.side.height}`}
              className="h-56 w-full rounded border border-slate-200 bg-slate-800 dark:border-slate-700"
              data-testid="image-overlay"
            >
              <OverlayDrawing {...side} t={words} />
            </svg>
            <figcaption className="text-xs font-medium">{key}</figcaption>
            <OverlayDescription {...side} t={words} />
          </figure>
        ))}
      </div>
    </div>
  );
}
