"use client";

import { checkFailureReason } from "@/lib/applicant/check-failure-reason";
import type { StepFailure } from "@/lib/applicant/step-result";
import type { ApplicantDictionary } from "@/lib/i18n/applicant/en";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The service's failure in plain words, with what to do next. */
export function explainFailure(failure: StepFailure, dict: ApplicantDictionary): string {
  switch (failure.code) {
    case "unauthenticated":
      return dict.linkInvalidBody;
    case "BIOPMSSE400":
      return Object.keys(failure.fieldErrors).length > 0 ? dict.errors.invalid : `${dict.errors.invalid} ${failure.message}`;
    case "BIOPMSSE422": {
      const reason = checkFailureReason(failure.message);
      // Neither a screening hit nor an outage is a failed check the applicant could fix: no "did not pass".
      if (reason === "screening") return `${sentence(dict.checks.screening)}.`;
      if (reason === "unavailable") return `${sentence(dict.checks.unavailable)}. ${dict.errors.tryAgain}`;
      return `${dict.errors.failed} ${reason ? dict.checks[reason] : failure.message}. ${dict.errors.tryAgain}`;
    }
    case "BIOPMSSE409":
      return dict.errors.moved;
    case "BIOPMSSE413":
      return dict.errors.tooLarge;
    case "BIOPMSSE429":
      return dict.errors.busy;
    case "BIOPMSCE002":
      return dict.errors.finished;
    case "BIOPMSCE017":
      return dict.errors.backPrevented;
    case "BIOPMSSE016":
      return dict.errors.noPrevious;
    case "BIOPMCSE008":
      return dict.errors.notInCall;
    default:
      return dict.errors.generic;
  }
}

export function FailureMessage({ failure, lang }: { failure: StepFailure | null; lang: string }) {
  if (!failure) return null;
  return (
    <p role="alert" data-testid="step-failure" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {explainFailure(failure, dictionaryFor(lang))}
    </p>
  );
}
