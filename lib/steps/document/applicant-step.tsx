"use client";

import { type FormEvent, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { FailureMessage } from "../common/applicant/failure-message";
import { base64Of, ImageCapture } from "../common/applicant/image-capture";
import type { StepProps } from "../common/applicant/step-props";
import { SubmitButton } from "../common/applicant/submit-button";
import { useStepSubmission } from "../common/applicant/use-step-submission";

const DOCTYPES = ["idcard", "passport", "residence"] as const;
type Doctype = (typeof DOCTYPES)[number];

/** Choose the document, capture its front (and back, except passports), then the service's verdict. */
export function DocumentStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, clearingFailure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const accepted = Array.isArray(step.settings.acceptedDocuments)
    ? DOCTYPES.filter((d) => (step.settings.acceptedDocuments as unknown[]).includes(d))
    : [...DOCTYPES];
  const [doctype, setDoctype] = useState<Doctype>(accepted[0] ?? "idcard");
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const needsBack = doctype !== "passport";
  const isReady = front !== null && (!needsBack || back !== null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!front || (needsBack && !back)) return;
    submit({ doctype, front: base64Of(front), ...(needsBack && back ? { back: base64Of(back) } : {}) });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-2 font-medium">{dict.doc.type}</legend>
        <div className="flex flex-col gap-2">
          {accepted.map((d) => (
            <label key={d} className="flex min-h-11 items-center gap-3 rounded-md border border-slate-400 bg-white px-3">
              <input type="radio" name="doctype" value={d} checked={doctype === d} onChange={() => setDoctype(d)} className="size-5" />
              {dict.doc[d]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm">{dict.doc.hint}</p>
      <ImageCapture label={dict.doc.front} guide="document" value={front} lang={lang} onChange={clearingFailure(setFront)} />
      {needsBack ? (
        <ImageCapture label={dict.doc.backSide} guide="document" value={back} lang={lang} onChange={clearingFailure(setBack)} />
      ) : null}
      <FailureMessage failure={failure} lang={lang} />
      {isReady ? <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} /> : null}
    </form>
  );
}
