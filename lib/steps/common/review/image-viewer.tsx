"use client";

import { useRef, useState } from "react";

export type ViewerImage = { label: string; src: string };
type Labels = { zoomIn: string; zoomOut: string; rotate: string; fullScreen: string };

function OneImage({ image, labels }: { image: ViewerImage; labels: Labels }) {
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  return (
    <figure className="space-y-1" data-testid="viewer-image">
      <div
        ref={frame}
        className="flex h-56 overflow-auto rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
      >
        {/* Sized, not scaled, and centred by auto margins: a zoomed image scrolls to every edge, top and left included. */}
        {/* biome-ignore lint/performance/noImgElement: staff-only file route with no-store: nothing for next/image to optimise */}
        <img
          src={image.src}
          alt={image.label}
          loading="lazy"
          data-zoom={zoom}
          style={{ height: `${13 * zoom}rem`, maxWidth: zoom > 1 ? "none" : "100%", transform: `rotate(${rotation}deg)` }}
          className="m-auto object-contain"
        />
      </div>
      <figcaption className="flex flex-wrap items-center gap-1 text-xs">
        <span className="mr-auto font-medium">{image.label}</span>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.zoomIn}: ${image.label}`}
          title={labels.zoomIn}
          onClick={() => setZoom((z) => Math.min(z + 0.5, 4))}
        >
          +
        </button>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.zoomOut}: ${image.label}`}
          title={labels.zoomOut}
          onClick={() => setZoom((z) => Math.max(z - 0.5, 0.5))}
        >
          −
        </button>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.rotate}: ${image.label}`}
          title={labels.rotate}
          onClick={() => setRotation((r) => (r + 90) % 360)}
        >
          ⟳
        </button>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.fullScreen}: ${image.label}`}
          title={labels.fullScreen}
          onClick={() => void frame.current?.requestFullscreen?.()}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M1.5 5.5v-4h4M10.5 1.5h4v4M14.5 10.5v4h-4M5.5 14.5h-4v-4" />
          </svg>
        </button>
      </figcaption>
    </figure>
  );
}

/** The step's images, each with zoom, rotate and full screen; without JS they still show at their natural fit. */
export function ImageViewer({ images, labels }: { images: ViewerImage[]; labels: Labels }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {images.map((image) => (
        <OneImage key={image.src} image={image} labels={labels} />
      ))}
    </div>
  );
}
