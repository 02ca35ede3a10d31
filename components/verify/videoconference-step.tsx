"use client";

import { useEffect, useState, useTransition } from "react";
import { dictionaryFor } from "@/lib/applicant/dictionary";
import { FailureMessage } from "./failure-message";
import type { StepProps } from "./step-props";
import { BRAND_BUTTON, PLAIN_BUTTON } from "./submit-button";
import { useStepSubmission } from "./use-step-submission";

const POLL_MS = 5000;

/** The waiting room: asks whether the call can be joined until it can; join, then continue; or postpone. */
export function VideoconferenceStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [canJoin, setCanJoin] = useState(false);
  const [hasJoined, setHasJoined] = useState(false);
  const [isJoining, startJoining] = useTransition();

  useEffect(() => {
    if (canJoin) return;
    let isActive = true;
    const check = async () => {
      const result = await actions.canJoin(processId);
      if (isActive && result.ok) setCanJoin(true);
    };
    void check();
    const timer = window.setInterval(() => void check(), POLL_MS);
    return () => {
      isActive = false;
      window.clearInterval(timer);
    };
  }, [canJoin, processId, actions]);

  return (
    <div className="flex flex-col gap-4">
      <p role="status">{hasJoined ? dict.video.joined : canJoin ? dict.video.canJoin : dict.video.waiting}</p>
      {canJoin && !hasJoined ? (
        <button
          type="button"
          className={BRAND_BUTTON}
          disabled={isJoining}
          onClick={() =>
            startJoining(async () => {
              if ((await actions.join(processId)).ok) setHasJoined(true);
            })
          }
        >
          {dict.video.join}
        </button>
      ) : null}
      {hasJoined ? (
        <button type="button" className={BRAND_BUTTON} disabled={isPending} onClick={() => submit({ postpone: false })}>
          {dict.continue}
        </button>
      ) : null}
      <FailureMessage failure={failure} lang={lang} />
      <button type="button" className={PLAIN_BUTTON} disabled={isPending} onClick={() => submit({ postpone: true })}>
        {dict.video.postpone}
      </button>
    </div>
  );
}
