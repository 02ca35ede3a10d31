"use client";

import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { ConfirmStep } from "../common/applicant/confirm-step";
import type { StepProps } from "../common/applicant/step-props";

/** A face comparison: the page already knows the two photos (the live one and the document's); the applicant confirms. */
export function CompareStep(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  const { template1, template2, isAgainstDocument } = props.step.compare ?? {
    template1: "live-photo",
    template2: "document-photo",
    isAgainstDocument: true,
  };
  return (
    <ConfirmStep {...props} body={() => ({ template1, template2 })}>
      <p>{isAgainstDocument ? dict.compare.body : dict.compare.bodyWithoutDocument}</p>
    </ConfirmStep>
  );
}
