"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { ActionResult } from "@/lib/actions/action-state";
import type { CallDictionary } from "@/lib/i18n/back-office/call";
import { StreamVideo } from "@/lib/steps/videoconference/call/call-view";
import type { IceServer } from "@/lib/steps/videoconference/call/peer-call";
import { useCall } from "@/lib/steps/videoconference/call/use-call";
import { CAPTURE_KINDS, captureName } from "@/lib/steps/videoconference/capture-names";
import type { ChecklistItem } from "@/lib/steps/videoconference/checklist";
import type { RoomApplicant } from "@/lib/video-calls/room/room-applicant";
import type { RoomCapture } from "@/lib/video-calls/room/room-captures";
import { ApplicantBesideCall } from "./applicant-beside-call";
import { CallCaptures } from "./call-captures";
import { formData, videoStill } from "./call-forms";
import { type CallVerdict, CallVerdictForm } from "./call-verdict-form";
import { FaceComparison } from "./face-comparison";
import { useCallRecording } from "./use-call-recording";

type FormAction<R extends object = object> = (state: object, form: FormData) => Promise<ActionResult<R>>;

/** The captures with each new or retaken one in its place: a retake keeps its capture's id and position. */
function withCapture(captures: RoomCapture[], capture: RoomCapture): RoomCapture[] {
  return captures.some((c) => c.id === capture.id) ? captures.map((c) => (c.id === capture.id ? capture : c)) : [...captures, capture];
}

/** The newest face capture that was compared, with its name. */
function latestFaceComparison(captures: RoomCapture[], t: CallDictionary) {
  const i = captures.findLastIndex((c) => c.kind === "face" && c.face);
  const capture = captures[i];
  return capture?.face ? { name: captureName(capture.kind, i + 1, t.captureNames), comparison: capture.face } : null;
}

/**
 * The agent's room: the live call beside the applicant's data and images from the earlier steps, the face comparison
 * of the latest face capture, the captures (enlarge, retake), and the checklist and verdict that complete the step.
 */
export function AgentCall({
  processId,
  iceServers,
  checklist,
  applicant,
  initialCaptures,
  t,
  actions,
}: {
  processId: string;
  iceServers: IceServer[];
  checklist: ChecklistItem[];
  applicant: RoomApplicant;
  initialCaptures: RoomCapture[];
  t: CallDictionary;
  actions: { markConnected: FormAction; capture: FormAction<RoomCapture>; complete: FormAction<{ outcome: string }> };
}) {
  const router = useRouter();
  const call = useCall({ url: `/rtm/${encodeURIComponent(processId)}`, isOfferer: true, iceServers });
  const isConnected = call.state === "connected";
  const stopRecording = useCallRecording(processId, call.remote, call.local, isConnected);
  const [captures, setCaptures] = useState<RoomCapture[]>(initialCaptures);
  const [isCapturing, setIsCapturing] = useState(false);
  const [captureMessage, setCaptureMessage] = useState("");
  const [message, setMessage] = useState("");
  const [isSaving, setIsSaving] = useState(false);
  const hasMarked = useRef(false);
  const remoteVideo = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isConnected || hasMarked.current) return;
    hasMarked.current = true;
    void actions.markConnected({}, formData({ processId }));
  }, [isConnected, actions, processId]);

  const capture = async (kind: string, replaces?: string) => {
    const image = videoStill(remoteVideo.current?.querySelector("video") ?? null);
    if (!image) return;
    setIsCapturing(true);
    setCaptureMessage("");
    const result = await actions.capture({}, formData({ processId, kind, image, ...(replaces ? { replaces } : {}) }));
    setIsCapturing(false);
    if (!result.ok) return setCaptureMessage(result.message);
    setCaptures((all) => withCapture(all, { id: result.id, kind: result.kind, fileId: result.fileId, face: result.face }));
  };

  const complete = async (verdict: CallVerdict) => {
    setIsSaving(true);
    await stopRecording();
    const result = await actions.complete({}, formData({ processId, ...verdict, checked: verdict.checked.join(",") }));
    setIsSaving(false);
    if (!result.ok) return setMessage(result.message);
    call.hangUp("ended");
    router.replace(`/processes/${encodeURIComponent(processId)}/call?done=${result.outcome}`);
  };

  const latestFace = latestFaceComparison(captures, t);
  const canCapture = isConnected && !isCapturing;
  return (
    <div className="space-y-6">
      <p role="status" data-testid="call-state" data-state={call.state} className="font-medium">
        {t.states[call.state]}
      </p>
      {call.state === "idle" ? (
        <button type="button" className="btn-primary" onClick={() => void call.start()}>
          {t.start}
        </button>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-3" data-testid="live-video">
          <div className="grid grid-cols-[2fr_1fr] items-start gap-3">
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
          <div className="flex flex-wrap gap-2">
            {CAPTURE_KINDS.map((kind) => (
              <button key={kind} type="button" className="btn-secondary" disabled={!canCapture} onClick={() => void capture(kind)}>
                {t.capture[kind]}
              </button>
            ))}
          </div>
          {isCapturing ? <p className="text-sm">{t.capturing}</p> : null}
          {captureMessage ? (
            <p role="alert" className="text-sm text-red-700">
              {captureMessage}
            </p>
          ) : null}
        </div>
        <aside className="space-y-6" data-testid="room-side">
          <ApplicantBesideCall processId={processId} applicant={applicant} t={t} />
          <section aria-labelledby="face-comparison" data-testid="face-comparison" className="space-y-2">
            <h2 id="face-comparison" className="text-lg font-semibold">
              {t.faceComparison}
            </h2>
            {latestFace ? (
              <FaceComparison name={latestFace.name} comparison={latestFace.comparison} t={t} />
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t.noCaptures}</p>
            )}
          </section>
        </aside>
      </div>
      <section aria-labelledby="captures" className="space-y-2">
        <h2 id="captures" className="text-lg font-semibold">
          {t.captures}
        </h2>
        <CallCaptures processId={processId} captures={captures} canRetake={canCapture} onRetake={(c) => void capture(c.kind, c.id)} t={t} />
      </section>
      <CallVerdictForm checklist={checklist} isSaving={isSaving} message={message} onComplete={(v) => void complete(v)} t={t} />
    </div>
  );
}
