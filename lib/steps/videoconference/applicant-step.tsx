"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { FailureMessage } from "../common/applicant/failure-message";
import type { StepProps } from "../common/applicant/step-props";
import { BRAND_BUTTON, PLAIN_BUTTON } from "../common/applicant/submit-button";
import { useStepSubmission } from "../common/applicant/use-step-submission";

const POLL_MS = 3000;
// The process is no longer at the call (the reviewer completed it) or the link no longer works: show where it is.
const MOVED_ON = ["BIOPMCSE008", "BIOPMSCE002", "unauthenticated"];

/**
 * The waiting room: asks until a reviewer has opened the call, then offers to join; keeps asking so that the page
 * moves on when the reviewer completes the call. Continue after joining, or postpone.
 */
export function VideoconferenceStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const router = useRouter();
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [isOpen, setIsOpen] = useState(false);
  const [hasJoined, setHasJoined] = useState(false);
  const [isJoining, startJoining] = useTransition();

  useEffect(() => {
    let isActive = true;
    const check = async () => {
      const result = await actions.canJoin(processId);
      if (!isActive) return;
      if (result.ok) setIsOpen(result.isOpen);
      else if (MOVED_ON.includes(result.code)) router.refresh();
    };
    void check();
    const timer = window.setInterval(() => void check(), POLL_MS);
    return () => {
      isActive = false;
      window.clearInterval(timer);
    };
  }, [processId, actions, router]);

  return (
    <div className="flex flex-col gap-4">
      <p role="status">{hasJoined ? dict.video.joined : isOpen ? dict.video.canJoin : dict.video.waiting}</p>
      {isOpen && !hasJoined ? (
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
