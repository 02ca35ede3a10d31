"use client";

import { useEffect, useRef } from "react";

/** A video element showing a stream; the local one is muted (no echo), the remote one plays its sound. */
export function StreamVideo({
  stream,
  label,
  isLocal,
  testId,
}: {
  stream: MediaStream | null;
  label: string;
  isLocal: boolean;
  testId: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    ref.current.srcObject = stream;
    if (stream) void ref.current.play().catch(() => undefined);
  }, [stream]);
  return (
    <figure className="flex flex-col gap-1">
      <video
        ref={ref}
        data-testid={testId}
        aria-label={label}
        autoPlay
        playsInline
        muted={isLocal}
        className="aspect-[4/3] w-full rounded-md bg-black"
      />
      <figcaption className="text-sm">{label}</figcaption>
    </figure>
  );
}
