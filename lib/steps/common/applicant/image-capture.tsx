"use client";

import { useEffect, useId, useRef, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { PhotoCapture } from "../../face/action-types";
import { PLAIN_BUTTON } from "./submit-button";

const MAX_SIDE = 2000;

/** Any image the browser can decode, as a JPEG data URL no larger than MAX_SIDE on its longest side. */
async function toJpeg(source: CanvasImageSource, width: number, height: number): Promise<string> {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext("2d")?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", 0.92);
}

/**
 * Camera capture with a guide (a document frame or a face oval) and, unless `allowUpload` is false, an upload
 * fallback; preview and retake. The frame keeps one aspect ratio in every state, so nothing below it moves.
 */
export function ImageCapture({
  label,
  guide,
  value,
  onChange,
  lang,
  allowUpload = true,
}: {
  label: string;
  guide: "document" | "face";
  value: string | null;
  onChange: (dataUrl: string | null, capture?: PhotoCapture) => void;
  lang: string;
  allowUpload?: boolean;
}) {
  const dict = dictionaryFor(lang);
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [isCameraMissing, setIsCameraMissing] = useState(false);

  useEffect(
    () => () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
    [stream],
  );
  useEffect(() => {
    if (videoRef.current && stream) videoRef.current.srcObject = stream;
  }, [stream]);

  const startCamera = async () => {
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: guide === "face" ? "user" : "environment", width: { ideal: 1280 }, height: { ideal: 960 } },
        audio: false,
      });
      onChange(null);
      setStream(media);
    } catch {
      setIsCameraMissing(true);
    }
  };

  const takePhoto = async () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    onChange(await toJpeg(video, video.videoWidth, video.videoHeight), "camera");
    setStream(null);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const bitmap = await createImageBitmap(file);
    onChange(await toJpeg(bitmap, bitmap.width, bitmap.height), "upload");
    bitmap.close();
    setStream(null);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{label}</legend>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-800">
        {stream ? (
          <video ref={videoRef} autoPlay playsInline muted className="size-full object-cover" aria-label={label} />
        ) : value ? (
          // biome-ignore lint/performance/noImgElement: a local data URL preview
          <img src={value} alt={dict.capture.preview} className="size-full object-contain" />
        ) : null}
        {stream ? (
          <div
            aria-hidden="true"
            className={
              guide === "face"
                ? "pointer-events-none absolute top-[8%] left-1/2 h-[84%] w-[48%] -translate-x-1/2 rounded-[50%] border-4 border-white/90"
                : "pointer-events-none absolute inset-[10%] rounded-lg border-4 border-dashed border-white/90"
            }
          />
        ) : null}
      </div>
      {isCameraMissing ? (
        <p role="status" className="text-sm">
          {dict.capture.cameraUnavailable}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {stream ? (
          <button type="button" className={PLAIN_BUTTON} onClick={takePhoto}>
            {dict.capture.takePhoto}
          </button>
        ) : (
          <button type="button" className={PLAIN_BUTTON} onClick={startCamera}>
            {value ? dict.retake : dict.capture.useCamera}
          </button>
        )}
        {allowUpload ? (
          <label htmlFor={`${id}-file`} className={`${PLAIN_BUTTON} cursor-pointer focus-within:outline-2 focus-within:outline-slate-700`}>
            {dict.capture.upload}
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png"
              className="sr-only"
              aria-label={`${dict.capture.upload}: ${label}`}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The Base64 body of a data URL, as the service takes images. */
export function base64Of(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(",") + 1);
}
