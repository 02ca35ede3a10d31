"use client";

import { useRef, useState } from "react";
import type { CallDictionary } from "@/lib/i18n/back-office/call";
import { staffFileHref } from "@/lib/steps/common/review/file-links";
import { captureName } from "@/lib/steps/videoconference/capture-names";
import type { RoomCapture } from "@/lib/video-calls/room/room-captures";
import { FaceComparison } from "./face-comparison";
import { RoomImage } from "./room-image";

/** The call's captures as thumbnails, named for what they show: each can be enlarged, and retaken while the call is connected. */
export function CallCaptures({
  processId,
  captures,
  canRetake,
  onRetake,
  t,
}: {
  processId: string;
  captures: RoomCapture[];
  canRetake: boolean;
  onRetake: (capture: RoomCapture) => void;
  t: CallDictionary;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [enlarged, setEnlarged] = useState<{ capture: RoomCapture; name: string } | null>(null);
  const enlarge = (capture: RoomCapture, name: string) => {
    setEnlarged({ capture, name });
    dialog.current?.showModal();
  };
  if (captures.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.noCaptures}</p>;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="captures">
        {captures.map((capture, i) => {
          const name = captureName(capture.kind, i + 1, t.captureNames);
          const src = staffFileHref(processId, capture.fileId);
          return (
            <li key={capture.id} className="space-y-1" data-testid="capture" data-kind={capture.kind} data-file-id={capture.fileId}>
              <button
                type="button"
                className="block w-full rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                aria-label={`${t.enlarge}: ${name}`}
                onClick={() => enlarge(capture, name)}
              >
                <RoomImage
                  src={src}
                  alt={name}
                  unavailable={t.imageUnavailable}
                  className="aspect-[4/3] w-full rounded bg-black object-contain"
                />
              </button>
              <p className="text-xs font-medium">{name}</p>
              <button
                type="button"
                className="btn-secondary px-2 py-0.5 text-xs"
                aria-label={`${t.retake}: ${name}`}
                disabled={!canRetake}
                onClick={() => onRetake(capture)}
              >
                {t.retake}
              </button>
            </li>
          );
        })}
      </ul>
      <dialog
        ref={dialog}
        aria-label={enlarged?.name}
        className="m-auto max-h-[95vh] w-[min(64rem,95vw)] rounded-md p-4 backdrop:bg-black/60"
        onClose={() => setEnlarged(null)}
        data-testid="capture-dialog"
      >
        {enlarged ? (
          <div className="space-y-3">
            <RoomImage
              src={staffFileHref(processId, enlarged.capture.fileId)}
              alt={enlarged.name}
              unavailable={t.imageUnavailable}
              className="max-h-[70vh] w-full rounded bg-black object-contain"
            />
            {enlarged.capture.face ? (
              <FaceComparison name={enlarged.name} comparison={enlarged.capture.face} t={t} />
            ) : (
              <p>{enlarged.name}</p>
            )}
            <form method="dialog">
              <button type="submit" className="btn-secondary">
                {t.close}
              </button>
            </form>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
