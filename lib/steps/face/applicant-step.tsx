"use client";

import { type FormEvent, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { FailureMessage } from "../common/applicant/failure-message";
import { base64Of, ImageCapture } from "../common/applicant/image-capture";
import type { StepProps } from "../common/applicant/step-props";
import { SubmitButton } from "../common/applicant/submit-button";
import { useStepSubmission } from "../common/applicant/use-step-submission";
import { faceTraitsOf, isPhotoUploadAllowed, type PhotoCapture } from "./action-types";

/**
 * The body a selfie step takes, in its type's fields. Without a 3D SDK in the page, the browser's photo is the
 * evidence: `template` says so, and `reference` names this capture.
 */
function faceBody(type: string, photo: string, reference: string): Record<string, string> {
  const values: Record<string, string> = { photo, reference, template: "browser-photo" };
  const fields = faceTraitsOf(type)?.submits ?? ["photo"];
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? ""]));
}

export function FacePhotoStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, clearingFailure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [photo, setPhoto] = useState<{ dataUrl: string; capture?: PhotoCapture } | null>(null);
  const choosePhoto = clearingFailure(setPhoto);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (photo) submit(faceBody(step.type, base64Of(photo.dataUrl), `web-${crypto.randomUUID()}`), undefined, photo.capture);
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p>{dict.capture.selfieHint}</p>
      <ImageCapture
        label={dict.capture.selfie}
        guide="face"
        value={photo?.dataUrl ?? null}
        lang={lang}
        allowUpload={isPhotoUploadAllowed(step.type, step.settings)}
        onChange={(dataUrl, capture) => choosePhoto(dataUrl ? { dataUrl, capture } : null)}
      />
      <FailureMessage failure={failure} lang={lang} />
      {photo ? <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} /> : null}
    </form>
  );
}
