"use client";

import type { FormEvent, ReactNode } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { FailureMessage } from "./failure-message";
import type { StepProps } from "./step-props";
import { SubmitButton } from "./submit-button";
import { useStepSubmission } from "./use-step-submission";

/** A step that needs nothing from the applicant but a go-ahead: what happens, then Continue. */
export function ConfirmStep({ processId, step, lang, actions, body, children }: StepProps & { body: () => unknown; children: ReactNode }) {
  const dict = dictionaryFor(lang);
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(body());
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <FailureMessage failure={failure} lang={lang} />
      <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} />
    </form>
  );
}
