"use client";

import { useState } from "react";

/** A stored image of the process through the staff file route, or a plain note when it does not load. */
export function RoomImage({ src, alt, unavailable, className }: { src: string; alt: string; unavailable: string; className: string }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed)
    return (
      <p className="flex aspect-[3/4] items-center justify-center rounded border border-dashed border-slate-300 p-2 text-center text-xs dark:border-slate-600">
        {unavailable}
      </p>
    );
  // biome-ignore lint/performance/noImgElement: staff-only file route with no-store: nothing for next/image to optimise
  return <img src={src} alt={alt} className={className} onError={() => setHasFailed(true)} />;
}
