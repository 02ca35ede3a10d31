"use client";

import { APPLICANT_STEPS } from "@/lib/steps/applicant-steps";
import { consentTextsFor } from "@/lib/steps/applicant-texts/consent";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { ConsentGate } from "@/lib/steps/common/applicant/consent-gate";
import type { StepProps } from "@/lib/steps/common/applicant/step-props";
import { BackButton } from "./back-button";

function BiometricConsentText({ lang, keepDays }: { lang: string; keepDays: number }) {
  const texts = consentTextsFor(lang);
  return (
    <section aria-labelledby="biometric-consent" className="flex flex-col gap-2">
      <h2 id="biometric-consent" className="text-lg font-semibold">
        {texts.title}
      </h2>
      <p>{texts.body(keepDays)}</p>
    </section>
  );
}

/** The current step (a biometric one only after the applicant agreed to the processing of their face): where it sits in the flow, its name, the attempts left after a failed try, the step's own form, and Back only where allowed. */
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
      {step.biometricConsent ? (
        <ConsentGate
          text={<BiometricConsentText lang={props.lang} keepDays={step.biometricConsent.keepDays} />}
          agreeLabel={consentTextsFor(props.lang).agree}
          isGiven={step.biometricConsent.given}
          agree={() => props.actions.consent(props.processId)}
          lang={props.lang}
        >
          <Step {...props} />
        </ConsentGate>
      ) : (
        <Step {...props} />
      )}
      {step.canGoBack ? <BackButton processId={props.processId} lang={props.lang} back={props.actions.back} /> : null}
    </div>
  );
}
