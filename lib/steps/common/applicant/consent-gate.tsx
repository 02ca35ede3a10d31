"use client";

import { type ReactNode, useState, useTransition } from "react";
import type { StepFailure, StepResult } from "@/lib/steps/common/applicant/step-result";
import { FailureMessage } from "./failure-message";
import { BRAND_BUTTON } from "./submit-button";

/**
 * What the applicant must agree to before a capture starts: the text and one button; `agree` records the agreement
 * on the server, and only once it did are the children (camera, upload, call) mounted.
 */
export function ConsentGate({
  text,
  agreeLabel,
  isGiven = false,
  agree,
  lang,
  children,
}: {
  text: ReactNode;
  agreeLabel: string;
  isGiven?: boolean;
  agree: () => Promise<StepResult>;
  lang: string;
  children: ReactNode;
}) {
  const [hasAgreed, setHasAgreed] = useState(isGiven);
  const [failure, setFailure] = useState<StepFailure | null>(null);
  const [isPending, startAgreeing] = useTransition();
  if (hasAgreed) return children;
  return (
    <div className="flex flex-col gap-4" data-testid="consent-gate">
      {text}
      <FailureMessage failure={failure} lang={lang} />
      <button
        type="button"
        className={BRAND_BUTTON}
        disabled={isPending}
        onClick={() =>
          startAgreeing(async () => {
            const result = await agree();
            setFailure(result.ok ? null : result);
            setHasAgreed(result.ok);
          })
        }
      >
        {agreeLabel}
      </button>
    </div>
  );
}
