"use client";

import { useState } from "react";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { ConfirmStep } from "./confirm-step";
import type { StepProps } from "./step-props";
import { INPUT } from "./submit-button";

/** AML screening (the name to screen) and the digital key (the access token it returned): what happens, one field. */
export function TextConfirmStep(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  const isAml = props.step.type === "aml";
  const [value, setValue] = useState(() => {
    if (isAml || typeof window === "undefined") return "";
    return new URLSearchParams(window.location.hash.slice(1)).get("access_token") ?? "";
  });
  const label = isAml ? dict.aml.term : dict.digitalKey.token;
  // The operator's sign-in address of the national digital-key provider; it returns here with #access_token=….
  const signInUrl =
    !isAml && typeof props.step.settings.signInUrl === "string" && /^https:\/\//.test(props.step.settings.signInUrl)
      ? props.step.settings.signInUrl
      : null;
  return (
    <ConfirmStep {...props} body={() => (isAml ? { searchTerm: value.trim() } : { accessToken: value.trim() })}>
      <p>{isAml ? dict.aml.body : dict.digitalKey.body}</p>
      {signInUrl && (
        <a
          href={signInUrl}
          className="inline-block rounded-md border border-current px-3 py-2 font-medium underline-offset-2 hover:underline"
        >
          {dict.digitalKey.signIn}
        </a>
      )}
      <div>
        <label htmlFor="confirm-value" className="mb-1 block font-medium">
          {label}
        </label>
        <input
          id="confirm-value"
          className={INPUT}
          required
          autoComplete={isAml ? "name" : "off"}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
    </ConfirmStep>
  );
}
