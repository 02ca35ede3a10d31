"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { CallCheck } from "@/lib/steps/common/applicant/step-result";
import { ConsentGate } from "../common/applicant/consent-gate";
import { FailureMessage } from "../common/applicant/failure-message";
import type { StepProps } from "../common/applicant/step-props";
import { PLAIN_BUTTON } from "../common/applicant/submit-button";
import { useStepSubmission } from "../common/applicant/use-step-submission";
import { StreamVideo } from "./call/call-view";
import type { IceServer } from "./call/peer-call";
import { useCall } from "./call/use-call";
import { CallbackForm } from "./callback-form";

const POLL_MS = 3000;
// The process is no longer at the call (the agent completed it) or the link no longer works: show where it is.
const MOVED_ON = ["BIOPMCSE008", "BIOPMSCE002", "unauthenticated"];

/** Asks until an agent has opened the call; keeps asking so that the page moves on when the agent gives the verdict. */
function useCallCheck(processId: string, canJoin: (processId: string) => Promise<CallCheck>) {
  const router = useRouter();
  const [open, setOpen] = useState<{ iceServers: IceServer[] } | null>(null);
  useEffect(() => {
    let isActive = true;
    const check = async () => {
      const result = await canJoin(processId);
      if (!isActive) return;
      if (result.ok) setOpen((was) => (result.isOpen ? (was ?? { iceServers: result.iceServers }) : null));
      else if (MOVED_ON.includes(result.code)) router.refresh();
    };
    void check();
    const timer = window.setInterval(() => void check(), POLL_MS);
    return () => {
      isActive = false;
      window.clearInterval(timer);
    };
  }, [processId, canJoin, router]);
  return open;
}

function LiveCall({ processId, iceServers, lang }: { processId: string; iceServers: IceServer[]; lang: string }) {
  const texts = dictionaryFor(lang).call;
  const call = useCall({ url: `/verify/${encodeURIComponent(processId)}/rtm`, isOfferer: false, iceServers });
  const { start } = call;
  // Mounted by the consent click: camera, microphone and the socket start at once.
  useEffect(() => void start(), [start]);
  if (call.state === "no-media") return <p role="alert">{texts.noCamera}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" data-testid="call-state" data-state={call.state}>
        {call.state === "idle" ? texts.states.waiting : texts.states[call.state]}
      </p>
      <StreamVideo stream={call.remote} label={texts.agent} isLocal={false} testId="remote-video" />
      <div className="w-1/3">
        <StreamVideo stream={call.local} label={texts.you} isLocal testId="local-video" />
      </div>
      {call.state !== "ended" ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={PLAIN_BUTTON} aria-pressed={call.isMuted} onClick={call.toggleMute}>
            {call.isMuted ? texts.unmute : texts.mute}
          </button>
          <button type="button" className={PLAIN_BUTTON} aria-pressed={call.isCameraOff} onClick={call.toggleCamera}>
            {call.isCameraOff ? texts.cameraOn : texts.cameraOff}
          </button>
          <button type="button" className={PLAIN_BUTTON} onClick={() => call.hangUp()}>
            {texts.hangUp}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The live video identification: wait for the agent, agree to the recording, then the call (camera and microphone
 * both ways). Only the agent's verdict completes the step. Before an agent opens the call the applicant may postpone
 * it, by booking a time to be called: the process goes on, and the case says the identification was not done.
 */
export function VideoconferenceStep({ processId, step, lang, actions }: StepProps) {
  const texts = dictionaryFor(lang).call;
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const open = useCallCheck(processId, actions.canJoin);
  const [isPostponing, setPostponing] = useState(false);

  if (isPostponing && !open)
    return (
      <CallbackForm
        intro={texts.postponeIntro}
        submitLabel={texts.postponeConfirm}
        failure={failure ?? null}
        isPending={isPending}
        lang={lang}
        onSubmit={(callback) => submit({ postpone: true, ...callback })}
      >
        <button type="button" className={PLAIN_BUTTON} onClick={() => setPostponing(false)}>
          {texts.backToCall}
        </button>
      </CallbackForm>
    );
  return (
    <div className="flex flex-col gap-4">
      {open ? (
        <ConsentGate text={<p>{texts.consent}</p>} agreeLabel={texts.agree} agree={() => actions.join(processId)} lang={lang}>
          <LiveCall processId={processId} iceServers={open.iceServers} lang={lang} />
        </ConsentGate>
      ) : (
        <>
          <p role="status">{texts.waiting}</p>
          <FailureMessage failure={failure ?? null} lang={lang} />
          <button type="button" className={PLAIN_BUTTON} onClick={() => setPostponing(true)}>
            {texts.postpone}
          </button>
        </>
      )}
    </div>
  );
}
