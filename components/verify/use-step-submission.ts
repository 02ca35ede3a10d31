"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { submitApplicantStep } from "@/app/verify/[processId]/actions";
import type { StepFailure } from "@/lib/applicant/step-result";

/** Submits the current step; on success (or when the process moved) the page re-reads where the process is. */
export function useStepSubmission(processId: string, stepId: string) {
  const router = useRouter();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const [isPending, startTransition] = useTransition();
  const submit = (body: unknown, onDone?: () => void) =>
    startTransition(async () => {
      const result = await submitApplicantStep(processId, stepId, body);
      if (result.ok) {
        setFailure(null);
        onDone?.();
      } else {
        setFailure(result);
      }
      if (result.ok || ["BIOPMSSE422", "BIOPMSSE409", "BIOPMSCE002", "LINK"].includes(result.code)) router.refresh();
    });
  return { submit, failure, setFailure, isPending };
}
