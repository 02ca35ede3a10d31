"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { goBackApplicantStep } from "@/app/verify/[processId]/actions";
import { dictionaryFor } from "@/lib/applicant/dictionary";
import type { StepFailure } from "@/lib/applicant/step-result";
import { FailureMessage } from "./failure-message";
import { PLAIN_BUTTON } from "./submit-button";

/** Rendered only where the current step allows going back. */
export function BackButton({ processId, lang }: { processId: string; lang: string }) {
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
            const result = await goBackApplicantStep(processId);
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
