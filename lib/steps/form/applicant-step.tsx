"use client";

import { type FormEvent, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { CountryOptions } from "../common/applicant/countries";
import { FailureMessage } from "../common/applicant/failure-message";
import { FieldError } from "../common/applicant/field-error";
import { PhoneInput, type PhoneValue } from "../common/applicant/phone-input";
import type { StepProps } from "../common/applicant/step-props";
import { INPUT, SubmitButton } from "../common/applicant/submit-button";
import { TextField } from "../common/applicant/text-field";
import { useStepSubmission } from "../common/applicant/use-step-submission";
import { ZFormPayload } from "./payload";

type Values = { text: Record<string, string>; phone: PhoneValue; zipcode: PhoneValue; peoples: boolean };

function bodyOf(fields: StepProps["step"]["fields"], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const { name } of fields) {
    if (name === "phone") {
      if (values.phone.number.trim()) body.phone = { country: values.phone.country, number: values.phone.number.trim() };
    } else if (name === "zipcode") {
      if (values.zipcode.number.trim()) body.zipcode = { country: values.zipcode.country, number: values.zipcode.number.trim() };
    } else if (name === "peoples") {
      body.peoples = values.peoples;
    } else if (values.text[name]?.trim()) {
      body[name] = values.text[name]?.trim();
    }
  }
  return body;
}

/** The step's fields, checked in the browser with the service's own schema, then by the service itself. */
export function FormStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [values, setValues] = useState<Values>({
    text: {},
    phone: { country: "PT", number: "" },
    zipcode: { country: "PT", number: "" },
    peoples: false,
  });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...(failure?.fieldErrors ?? {}), ...clientErrors };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(step.fields, values);
    const found: Record<string, string> = {};
    for (const field of step.fields) if (field.required && body[field.name] === undefined) found[field.name] = dict.required;
    const parsed = ZFormPayload.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        found[key] ??= dict.invalid[key] ?? issue.message;
      }
    if (body.birthday && String(body.birthday) >= new Date().toISOString().slice(0, 10)) found.birthday ??= dict.invalid.birthday ?? "";
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      const first = `field-${Object.keys(found)[0]}`;
      (document.getElementById(first) ?? document.getElementById(`${first}-number`))?.focus();
      return;
    }
    submit(body);
  };

  const setText = (name: string, value: string) => setValues((v) => ({ ...v, text: { ...v.text, [name]: value } }));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {step.fields.map((field) => {
        const id = `field-${field.name}`;
        const label = `${field.label ?? dict.fields[field.name] ?? field.name}${field.required ? "" : ` (${dict.optional})`}`;
        const error = errors[field.name];
        if (field.name === "phone")
          return (
            <PhoneInput
              key={field.name}
              id={id}
              label={label}
              value={values.phone}
              lang={lang}
              error={error}
              isRequired={field.required}
              onChange={(phone) => setValues((v) => ({ ...v, phone }))}
            />
          );
        if (field.name === "zipcode")
          return (
            <TextField
              key={field.name}
              id={id}
              label={label}
              autoComplete="postal-code"
              error={error}
              value={values.zipcode.number}
              onChange={(e) => setValues((v) => ({ ...v, zipcode: { country: v.zipcode.country, number: e.target.value } }))}
            />
          );
        if (field.name === "peoples") {
          return (
            <div key={field.name} className="flex items-start gap-2">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-5"
                checked={values.peoples}
                onChange={(e) => setValues((v) => ({ ...v, peoples: e.target.checked }))}
              />
              <label htmlFor={id}>{label}</label>
              <FieldError id={`${id}-error`} message={error} />
            </div>
          );
        }
        if (field.name !== "country")
          return (
            <TextField
              key={field.name}
              id={id}
              label={label}
              type={field.name === "email" ? "email" : field.name === "birthday" ? "date" : "text"}
              autoComplete={field.name === "email" ? "email" : field.name === "birthday" ? "bday" : "name"}
              required={field.required}
              error={error}
              value={values.text[field.name] ?? ""}
              onChange={(e) => setText(field.name, e.target.value)}
            />
          );
        return (
          <div key={field.name}>
            <label htmlFor={id} className="mb-1 block font-medium">
              {label}
            </label>
            <select
              id={id}
              className={INPUT}
              value={values.text.country ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setText("country", e.target.value)}
            >
              <option value="">—</option>
              <CountryOptions lang={lang} />
            </select>
            <FieldError id={`${id}-error`} message={error} />
          </div>
        );
      })}
      <FailureMessage failure={failure} lang={lang} />
      <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} />
    </form>
  );
}
