"use client";

import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { StepProps } from "../common/applicant/step-props";
import { TextConfirmStep } from "../common/applicant/text-confirm-step";

/** The access token the national digital-key provider returned (filled in from #access_token=… when it sends the applicant back). */
export function DigitalKeyStep(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  const { signInUrl } = props.step.settings;
  // The operator's sign-in address of the national digital-key provider; it returns here with #access_token=….
  const href = typeof signInUrl === "string" && /^https:\/\//.test(signInUrl) ? signInUrl : null;
  return (
    <TextConfirmStep
      {...props}
      intro={dict.digitalKey.body}
      label={dict.digitalKey.token}
      autoComplete="off"
      initialValue={() =>
        typeof window === "undefined" ? "" : (new URLSearchParams(window.location.hash.slice(1)).get("access_token") ?? "")
      }
      bodyOf={(accessToken) => ({ accessToken })}
    >
      {href && (
        <a href={href} className="inline-block rounded-md border border-current px-3 py-2 font-medium underline-offset-2 hover:underline">
          {dict.digitalKey.signIn}
        </a>
      )}
    </TextConfirmStep>
  );
}
