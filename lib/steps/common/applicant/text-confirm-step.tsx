"use client";

import { type ReactNode, useState } from "react";
import { ConfirmStep } from "./confirm-step";
import type { StepProps } from "./step-props";
import { TextField } from "./text-field";

type Props = StepProps & {
  intro: string;
  label: string;
  autoComplete: string;
  initialValue?: () => string;
  bodyOf: (value: string) => unknown;
  children?: ReactNode;
};

/** A step that needs one text from the applicant: what happens, the field, then Continue. */
export function TextConfirmStep({ intro, label, autoComplete, initialValue = () => "", bodyOf, children, ...props }: Props) {
  const [value, setValue] = useState(initialValue);
  return (
    <ConfirmStep {...props} body={() => bodyOf(value.trim())}>
      <p>{intro}</p>
      {children}
      <TextField
        id="confirm-value"
        label={label}
        required
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
    </ConfirmStep>
  );
}
