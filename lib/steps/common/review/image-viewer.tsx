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
        className="flex h-56 items-center justify-center overflow-auto rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
      >
        {/* biome-ignore lint/performance/noImgElement: staff-only file route with no-store: nothing for next/image to optimise */}
        <img
          src={image.src}
          alt={image.label}
          loading="lazy"
          data-zoom={zoom}
          style={{ transform: `scale(${zoom}) rotate(${rotation}deg)`, transition: "transform 120ms" }}
          className="max-h-52 max-w-full object-contain"
        />
      </div>
      <figcaption className="flex flex-wrap items-center gap-1 text-xs">
        <span className="mr-auto font-medium">{image.label}</span>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.zoomIn}: ${image.label}`}
          onClick={() => setZoom((z) => Math.min(z + 0.5, 4))}
        >
          +
        </button>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.zoomOut}: ${image.label}`}
          onClick={() => setZoom((z) => Math.max(z - 0.5, 0.5))}
        >
          −
        </button>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.rotate}: ${image.label}`}
          onClick={() => setRotation((r) => (r + 90) % 360)}
        >
          ⟳
        </button>
        <button
          type="button"
          className="btn-secondary px-2 py-0.5 text-xs"
          aria-label={`${labels.fullScreen}: ${image.label}`}
          onClick={() => void frame.current?.requestFullscreen?.()}
        >
          ⛶
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
