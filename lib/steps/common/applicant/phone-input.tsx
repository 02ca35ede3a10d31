"use client";

import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { CountryOptions } from "./countries";
import { FieldError } from "./field-error";
import { INPUT } from "./submit-button";

export type PhoneValue = { country: string; number: string };

/** Country and national number, as the service's {country, number}. */
export function PhoneInput({
  id,
  label,
  value,
  onChange,
  error,
  lang,
  isRequired = true,
}: {
  id: string;
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string;
  lang: string;
  isRequired?: boolean;
}) {
  const dict = dictionaryFor(lang);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium">{label}</legend>
      <div className="flex gap-2">
        <div className="w-2/5">
          <label htmlFor={`${id}-country`} className="sr-only">
            {dict.countryCode}
          </label>
          <select
            id={`${id}-country`}
            className={INPUT}
            value={value.country}
            onChange={(e) => onChange({ ...value, country: e.target.value })}
          >
            <CountryOptions lang={lang} />
          </select>
        </div>
        <div className="w-3/5">
          <label htmlFor={`${id}-number`} className="sr-only">
            {dict.number}
          </label>
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={INPUT}
            required={isRequired}
            aria-invalid={error ? true : undefined}
            value={value.number}
            onChange={(e) => onChange({ ...value, number: e.target.value })}
          />
        </div>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
