"use client";

import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { StepProps } from "../common/applicant/step-props";
import { TextConfirmStep } from "../common/applicant/text-confirm-step";

/** AML screening: the name to screen. */
export function AmlStep(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  return (
    <TextConfirmStep {...props} intro={dict.aml.body} label={dict.aml.term} autoComplete="name" bodyOf={(searchTerm) => ({ searchTerm })} />
  );
}
