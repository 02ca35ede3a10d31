"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { StepFailure } from "@/lib/steps/common/applicant/step-result";
import type { PhotoCapture } from "../../face/action-types";
import type { ApplicantActions } from "./step-props";

/** Submits the current step; on success (or when the process moved) the page re-reads where the process is. */
export function useStepSubmission(processId: string, stepId: string, submitStep: ApplicantActions["submit"]) {
  const router = useRouter();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const [isPending, startTransition] = useTransition();
  const submit = (body: unknown, onDone?: () => void, capture?: PhotoCapture) =>
    startTransition(async () => {
      const result = await submitStep(processId, stepId, body, capture);
      if (result.ok) {
        setFailure(null);
        onDone?.();
      } else {
        setFailure(result);
      }
      if (result.ok || ["BIOPMSSE422", "BIOPMSSE409", "BIOPMSCE002", "unauthenticated"].includes(result.code)) router.refresh();
    });
  /** A new photo or video replaces the one that failed: the failure no longer applies. */
  const clearingFailure =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFailure(null);
    };
  return { submit, failure, setFailure, clearingFailure, isPending };
}
