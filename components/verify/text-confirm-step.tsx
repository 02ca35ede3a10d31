"use client";

import { useState } from "react";
import { dictionaryFor } from "@/lib/applicant/dictionary";
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
  return (
    <ConfirmStep {...props} body={() => (isAml ? { searchTerm: value.trim() } : { accessToken: value.trim() })}>
      <p>{isAml ? dict.aml.body : dict.digitalKey.body}</p>
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
