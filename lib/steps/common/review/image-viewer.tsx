"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";

/** What an analysis measured on the image, drawn over it on demand: SVG in the image's own pixels, and the same in words. */
export type ViewerOverlay = { width: number; height: number; label: string; drawing: ReactNode; description: ReactNode };
export type ViewerImage = { label: string; src: string; overlay?: ViewerOverlay };
/** `unavailable`: an image that did not load; `notServed`: one the staff file route answered 502 (the remote service did not serve it). */
type Labels = { zoomIn: string; zoomOut: string; rotate: string; fullScreen: string; unavailable: string; notServed: string };

/** Why an image did not load, in the reader's words: the file route's status says whether the remote service refused it. */
async function failureText(src: string, labels: Labels): Promise<string> {
  const status = await fetch(src, { method: "HEAD" }).then(
    (response) => response.status,
    () => 0,
  );
  return status === 502 ? labels.notServed : labels.unavailable;
}

function OneImage({ image, labels }: { image: ViewerImage; labels: Labels }) {
  const { overlay } = image;
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [isOverlaid, setOverlaid] = useState(false);
  const descriptionId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const fail = () => {
    setFailure(labels.unavailable);
    void failureText(image.src, labels).then(setFailure);
  };
  // An image that failed before hydration fired its error event before React listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, after the server-rendered image is hydrated
  useEffect(() => {
    if (picture.current?.complete && picture.current.naturalWidth === 0) fail();
  }, []);
  if (failure !== null)
    return (
      <figure className="space-y-1" data-testid="viewer-image">
        <div
          className="flex h-56 items-center justify-center rounded border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
          data-testid="image-unavailable"
        >
          {failure}
        </div>
        <figcaption className="text-xs font-medium">{image.label}</figcaption>
      </figure>
    );
  return (
    <figure className="space-y-1" data-testid="viewer-image">
      <div
        ref={frame}
        className="flex h-56 overflow-auto rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800"
      >
        {/* Sized, not scaled, and centred by auto margins: a zoomed image scrolls to every edge, top and left included. */}
        <div className="relative m-auto" style={{ height: `${13 * zoom}rem`, maxWidth: zoom > 1 ? "none" : "100%" }}>
          {/* biome-ignore lint/performance/noImgElement: staff-only file route with no-store: nothing for next/image to optimise */}
          <img
            ref={picture}
            src={image.src}
            alt={image.label}
            loading="lazy"
            onError={fail}
            data-zoom={zoom}
            style={{ height: "100%", maxWidth: "100%", transform: `rotate(${rotation}deg)` }}
            className="block object-contain"
          />
          {overlay && isOverlaid && (
            // Same box, same rotation and the same fit as the image (meet = contain): the drawing lands on the pixels it names.
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${overlay.width} ${overlay.height}`}
              preserveAspectRatio="xMidYMid meet"
              className="absolute inset-0 h-full w-full"
              style={{ transform: `rotate(${rotation}deg)` }}
              data-testid="image-overlay"
            >
              {overlay.drawing}
            </svg>
          )}
        </div>
      </div>
      <figcaption className="flex flex-wrap items-center gap-1 text-xs">
        <span className="mr-auto font-medium">{image.label}</span>
        {overlay && (
          <button
            type="button"
            className="btn-secondary px-2 py-0.5 text-xs"
            aria-pressed={isOverlaid}
            aria-controls={isOverlaid ? descriptionId : undefined}
            onClick={() => setOverlaid((on) => !on)}
          >
            {overlay.label}
          </button>
        )}
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
      {overlay && isOverlaid && <div id={descriptionId}>{overlay.description}</div>}
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
