"use client";

import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { StepProps } from "../common/applicant/step-props";
import { useStepSubmission } from "../common/applicant/use-step-submission";
import { CallbackForm } from "./callback-form";

/** When to call: a date and time in the future, a phone and an e-mail. */
export function ScheduleStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  return (
    <CallbackForm
      intro={dict.schedule.intro}
      submitLabel={dict.schedule.postpone}
      failure={failure ?? null}
      isPending={isPending}
      lang={lang}
      onSubmit={(callback) => submit({ postpone: true, ...callback })}
    />
  );
}
