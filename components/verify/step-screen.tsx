"use client";

import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { APPLICANT_STEPS } from "@/lib/steps/applicant-steps";
import type { StepProps } from "@/lib/steps/common/applicant/step-props";
import { BackButton } from "./back-button";

/** The current step: where it sits in the flow, its name, the attempts left after a failed try, the step's own form, and Back only where allowed. */
export function StepScreen(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  const { step } = props;
  const Step = APPLICANT_STEPS[step.type];
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm text-slate-700" data-testid="step-progress">
          {dict.progress(step.progress.position, step.progress.total)}
        </p>
        <h1 className="text-2xl font-semibold">{step.name}</h1>
        {step.hasFailed ? (
          <p className="mt-1 text-sm text-slate-700" data-testid="attempts-left">
            {dict.attemptsLeft(step.attemptsLeft)}
          </p>
        ) : null}
      </div>
      <Step {...props} />
      {step.canGoBack ? <BackButton processId={props.processId} lang={props.lang} back={props.actions.back} /> : null}
    </div>
  );
}
