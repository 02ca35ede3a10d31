"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ActionResult } from "@/lib/actions/action-state";
import type { CallDictionary } from "@/lib/i18n/back-office/call";
import { startCallRecorder } from "@/lib/steps/videoconference/call/call-recorder";
import { StreamVideo } from "@/lib/steps/videoconference/call/call-view";
import type { IceServer } from "@/lib/steps/videoconference/call/peer-call";
import { useCall } from "@/lib/steps/videoconference/call/use-call";
import type { ChecklistItem } from "@/lib/steps/videoconference/checklist";

type FormAction<R extends object = object> = (state: object, form: FormData) => Promise<ActionResult<R>>;
type Capture = { kind: string; fileId: string; face: { score: number | null; reason?: string } | null };

const CAPTURE_KINDS = ["face", "document-front", "document-back"] as const;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The applicant's live picture as a JPEG (Base64), for a still capture. */
function still(video: HTMLVideoElement | null): string | null {
  if (!video?.videoWidth) return null;
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext("2d")?.drawImage(video, 0, 0);
  return canvas.toDataURL("image/jpeg", 0.85).split(",")[1] ?? null;
}

/** Records while the applicant's media flows; each new remote stream (a reconnection) is a new recorder segment. */
function useRecording(processId: string, remote: MediaStream | null, local: MediaStream | null, isConnected: boolean) {
  const recorder = useRef<ReturnType<typeof startCallRecorder> | null>(null);
  useEffect(() => {
    if (!remote || !local || !isConnected) return;
    const upload = async (segment: string, seq: number, chunk: Blob) => {
      const url = `/processes/${encodeURIComponent(processId)}/call/recording?segment=${segment}&seq=${seq}`;
      await fetch(url, { method: "POST", body: chunk, headers: { "Content-Type": chunk.type || "video/webm" } });
    };
    const current = startCallRecorder({ remote, local, upload });
    recorder.current = current;
    return () => {
      void current.stop();
    };
  }, [processId, remote, local, isConnected]);
  return () => recorder.current?.stop() ?? Promise.resolve();
}

export function AgentCall({
  processId,
  iceServers,
  checklist,
  t,
  actions,
}: {
  processId: string;
  iceServers: IceServer[];
  checklist: ChecklistItem[];
  t: CallDictionary;
  actions: { markConnected: FormAction; capture: FormAction<Capture>; complete: FormAction<{ outcome: string }> };
}) {
  const router = useRouter();
  const call = useCall({ url: `/rtm/${encodeURIComponent(processId)}`, isOfferer: true, iceServers });
  const isConnected = call.state === "connected";
  const stopRecording = useRecording(processId, call.remote, call.local, isConnected);
  const [captures, setCaptures] = useState<Capture[]>([]);
  const [message, setMessage] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  const hasMarked = useRef(false);
  const remoteVideo = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isConnected || hasMarked.current) return;
    hasMarked.current = true;
    void actions.markConnected({}, form({ processId }));
  }, [isConnected, actions, processId]);

  const capture = async (kind: string) => {
    const image = still(remoteVideo.current?.querySelector("video") ?? null);
    if (!image) return;
    const result = await actions.capture({}, form({ processId, kind, image }));
    if (result.ok) setCaptures((all) => [...all, result]);
    else setMessage(result.message);
  };

  const complete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setIsSaving(true);
    await stopRecording();
    const checked = checklist.filter((item) => fields.get(`check-${item.id}`) === "on").map((item) => item.id);
    const result = await actions.complete(
      {},
      form({
        processId,
        verdict: String(fields.get("verdict") ?? ""),
        reason: String(fields.get("reason") ?? ""),
        note: String(fields.get("note") ?? ""),
        checked: checked.join(","),
      }),
    );
    setIsSaving(false);
    if (!result.ok) return setMessage(result.message);
    call.hangUp("ended");
    router.replace(`/processes/${encodeURIComponent(processId)}/call?done=${result.outcome}`);
  };

  return (
    <div className="space-y-4">
      <p role="status" data-testid="call-state" data-state={call.state} className="font-medium">
        {t.states[call.state]}
      </p>
      {call.state === "idle" ? (
        <button type="button" className="btn-primary" onClick={() => void call.start()}>
          {t.start}
        </button>
      ) : null}
      <div className="grid max-w-3xl grid-cols-2 gap-3">
        <div ref={remoteVideo}>
          <StreamVideo stream={call.remote} label={t.applicant} isLocal={false} testId="remote-video" />
        </div>
        <StreamVideo stream={call.local} label={t.you} isLocal testId="local-video" />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" aria-pressed={call.isMuted} onClick={call.toggleMute}>
          {call.isMuted ? t.unmute : t.mute}
        </button>
        <button type="button" className="btn-secondary" aria-pressed={call.isCameraOff} onClick={call.toggleCamera}>
          {call.isCameraOff ? t.cameraOn : t.cameraOff}
        </button>
      </div>
      <section aria-labelledby="captures" className="space-y-2">
        <h2 id="captures" className="text-lg font-semibold">
          {t.captures}
        </h2>
        <div className="flex flex-wrap gap-2">
          {CAPTURE_KINDS.map((kind) => (
            <button key={kind} type="button" className="btn-secondary" disabled={!isConnected} onClick={() => void capture(kind)}>
              {t.capture[kind]}
            </button>
          ))}
        </div>
        <ul className="text-sm" data-testid="captures">
          {captures.map((c) => (
            <li key={c.fileId}>
              {t.capture[c.kind as (typeof CAPTURE_KINDS)[number]]}
              {c.face ? ` · ${t.faceScore}: ${c.face.score ?? c.face.reason}` : ""}
            </li>
          ))}
        </ul>
      </section>
      <form onSubmit={(event) => void complete(event)} className="grid max-w-xl gap-3">
        <fieldset className="space-y-1 text-sm">
          <legend className="mb-1 text-lg font-semibold">{t.checklist}</legend>
          {checklist.map((item) => (
            <label key={item.id} className="flex items-center gap-2">
              <input type="checkbox" name={`check-${item.id}`} /> {item.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex gap-4 text-sm">
          <legend className="mb-1">{t.verdict}</legend>
          <label className="flex items-center gap-1">
            <input type="radio" name="verdict" value="passed" required /> {t.passed}
          </label>
          <label className="flex items-center gap-1">
            <input type="radio" name="verdict" value="failed" /> {t.failed}
          </label>
        </fieldset>
        <label className="text-sm">
          <span className="block">{t.reason}</span>
          <input name="reason" maxLength={200} className="input" />
        </label>
        <label className="text-sm">
          <span className="block">{t.note}</span>
          <textarea name="note" rows={3} maxLength={2000} className="input" />
        </label>
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? t.saving : t.complete}
        </button>
        {message ? (
          <p role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </form>
    </div>
  );
}
