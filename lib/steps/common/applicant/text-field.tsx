import type { InputHTMLAttributes } from "react";
import { FieldError } from "./field-error";
import { INPUT } from "./submit-button";

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; labelClassName?: string };

/** A labelled input; the service's error on it is shown below and read out with it. */
export function TextField({ id, label, error, labelClassName = "mb-1 block font-medium", className = INPUT, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
