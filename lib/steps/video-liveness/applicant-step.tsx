"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { FailureMessage } from "../common/applicant/failure-message";
import type { StepProps } from "../common/applicant/step-props";
import { PLAIN_BUTTON, SubmitButton } from "../common/applicant/submit-button";
import { useStepSubmission } from "../common/applicant/use-step-submission";

const CLIP_MS = 5000;

function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",")[1] ?? "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A five-second WebM clip from the front camera (MediaRecorder), or a clip the applicant uploads instead. */
export function VideoLivenessStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, setFailure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const fileId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<"idle" | "recording" | "done" | "unavailable">("idle");
  const [clip, setClip] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const keep = (video: Blob) => {
    setClip(video);
    setPreview(URL.createObjectURL(video));
    setFailure(null);
    setState("done");
  };

  const record = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user" }, audio: false });
    } catch {
      setState("unavailable");
      return;
    }
    if (videoRef.current) videoRef.current.srcObject = stream;
    const recorder = new MediaRecorder(stream, { mimeType: MediaRecorder.isTypeSupported("video/webm") ? "video/webm" : "" });
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const blob = new Blob(parts, { type: recorder.mimeType || "video/webm" });
      if (videoRef.current) videoRef.current.srcObject = null;
      keep(blob);
    };
    setState("recording");
    recorder.start();
    window.setTimeout(() => recorder.stop(), CLIP_MS);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (clip) submit({ video: await blobToBase64(clip) });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p>{dict.capture.videoHint}</p>
      <div className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-800">
        {state === "done" && preview ? (
          // biome-ignore lint/a11y/useMediaCaption: a silent clip of the applicant, recorded without audio
          <video src={preview} controls playsInline className="size-full object-cover" aria-label={dict.capture.recorded} />
        ) : (
          <video ref={videoRef} autoPlay playsInline muted className="size-full object-cover" aria-label={dict.capture.record} />
        )}
      </div>
      <p role="status" className="text-sm">
        {state === "recording"
          ? dict.capture.recording
          : state === "done"
            ? dict.capture.recorded
            : state === "unavailable"
              ? dict.capture.videoCameraUnavailable
              : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PLAIN_BUTTON} disabled={state === "recording"} onClick={record}>
          {state === "done" ? dict.retake : dict.capture.record}
        </button>
        <label htmlFor={fileId} className={`${PLAIN_BUTTON} cursor-pointer focus-within:outline-2 focus-within:outline-slate-700`}>
          {dict.capture.uploadVideo}
          <input
            id={fileId}
            type="file"
            accept="video/mp4,video/webm"
            className="sr-only"
            disabled={state === "recording"}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) keep(file);
            }}
          />
        </label>
      </div>
      <FailureMessage failure={failure} lang={lang} />
      {clip ? <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} /> : null}
    </form>
  );
}
