"use client";

import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { ApplicantDictionary } from "@/lib/steps/applicant-texts/en";
import { CHECK_FAILURE_REASONS, type CheckFailureReason } from "@/lib/steps/common/applicant/check-failure-reason";
import type { StepFailure } from "@/lib/steps/common/applicant/step-result";

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Failures that read the same whatever their message: the service's code → what the applicant is told. */
const PLAIN_WORDS: Record<string, keyof ApplicantDictionary["errors"]> = {
  BIOPMSSE409: "moved",
  BIOPMSSE413: "tooLarge",
  BIOPMSSE429: "busy",
  BIOPMSCE002: "finished",
  BIOPMSCE017: "backPrevented",
  BIOPMSSE016: "noPrevious",
  BIOPMCSE008: "notInCall",
  "consent-required": "consentRequired",
  "photo-upload-not-allowed": "uploadNotAllowed",
};

const reasonOf = (failure: StepFailure): CheckFailureReason | null =>
  CHECK_FAILURE_REASONS.find((reason) => reason === failure.reason) ?? null;

/** A failed check in plain words (the server read why from the attempt): neither a screening hit nor an outage is the applicant's to fix. */
function explainCheck(failure: StepFailure, dict: ApplicantDictionary): string {
  const reason = reasonOf(failure);
  if (reason === "screening") return `${sentence(dict.checks.screening)}.`;
  if (reason === "unavailable") return `${sentence(dict.checks.unavailable)}. ${dict.errors.tryAgain}`;
  return `${dict.errors.failed} ${reason ? dict.checks[reason] : failure.message}. ${dict.errors.tryAgain}`;
}

/** The service's failure in plain words, with what to do next. */
export function explainFailure(failure: StepFailure, dict: ApplicantDictionary): string {
  const plain = PLAIN_WORDS[failure.code];
  if (plain) return dict.errors[plain];
  if (failure.code === "unauthenticated") return dict.linkInvalidBody;
  if (failure.code === "BIOPMSSE400")
    return Object.keys(failure.fieldErrors).length > 0 ? dict.errors.invalid : `${dict.errors.invalid} ${failure.message}`;
  if (failure.code === "BIOPMSSE422") return explainCheck(failure, dict);
  return dict.errors.generic;
}

/** The code field's own error in the applicant's language (the service words it in English). */
export function codeFieldError(failure: StepFailure, dict: ApplicantDictionary): string | undefined {
  if (failure.fieldErrors.otpCode === undefined) return undefined;
  const reason = reasonOf(failure);
  return reason === "codeWrong" || reason === "codeExpired" ? dict.checks[reason] : dict.errors.invalid;
}

export function FailureMessage({ failure, lang }: { failure: StepFailure | null; lang: string }) {
  if (!failure) return null;
  return (
    <p role="alert" data-testid="step-failure" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      {explainFailure(failure, dictionaryFor(lang))}
    </p>
  );
}
