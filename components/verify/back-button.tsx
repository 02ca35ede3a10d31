"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { FailureMessage } from "@/lib/steps/common/applicant/failure-message";
import type { ApplicantActions } from "@/lib/steps/common/applicant/step-props";
import type { StepFailure } from "@/lib/steps/common/applicant/step-result";
import { PLAIN_BUTTON } from "@/lib/steps/common/applicant/submit-button";

/** Rendered only where the current step allows going back. */
export function BackButton({ processId, lang, back }: { processId: string; lang: string; back: ApplicantActions["back"] }) {
  const router = useRouter();
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const [isPending, startTransition] = useTransition();
  const dict = dictionaryFor(lang);
  return (
    <div>
      <button
        type="button"
        className={PLAIN_BUTTON}
        disabled={isPending}
        onClick={() =>
          startTransition(async () => {
            const result = await back(processId);
            setFailure(result.ok ? null : result);
            router.refresh();
          })
        }
      >
        ← {dict.back}
      </button>
      <FailureMessage failure={failure} lang={lang} />
    </div>
  );
}
