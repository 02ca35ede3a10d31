"use client";

import { type FormEvent, useState } from "react";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import type { ActionType } from "@/lib/service/flows/flow-schema";
import { FailureMessage } from "../common/applicant/failure-message";
import { base64Of, ImageCapture } from "../common/applicant/image-capture";
import type { StepProps } from "../common/applicant/step-props";
import { SubmitButton } from "../common/applicant/submit-button";
import { useStepSubmission } from "../common/applicant/use-step-submission";

/**
 * The body each selfie step takes. Without a 3D SDK in the page, the browser's photo is the evidence:
 * `template` says so, and `reference` names this capture.
 */
function faceBody(type: ActionType, photo: string, reference: string): Record<string, string> {
  const template = "browser-photo";
  switch (type) {
    case "face-liveness-3d":
      return { reference, photo, template };
    case "face-enroll-2d":
      return { photo, reference };
    case "face-verify-3d":
    case "face-enroll-3d":
      return { template, photo };
    default:
      return { photo };
  }
}

export function FacePhotoStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, setFailure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [photo, setPhoto] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (photo) submit(faceBody(step.type, base64Of(photo), `web-${crypto.randomUUID()}`));
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p>{dict.capture.selfieHint}</p>
      <ImageCapture
        label={dict.capture.selfie}
        guide="face"
        value={photo}
        lang={lang}
        onChange={(v) => {
          setPhoto(v);
          setFailure(null);
        }}
      />
      <FailureMessage failure={failure} lang={lang} />
      {photo ? <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} /> : null}
    </form>
  );
}
