"use client";

import { type FormEvent, type ReactNode, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import type { StepFailure } from "@/lib/steps/common/applicant/step-result";
import { FailureMessage } from "../common/applicant/failure-message";
import { PhoneInput, type PhoneValue } from "../common/applicant/phone-input";
import { SubmitButton } from "../common/applicant/submit-button";
import { TextField } from "../common/applicant/text-field";

export type Callback = { date: string; phone: PhoneValue; email: string };

/** When and how to call the applicant: a date and time in the future, a phone and an e-mail (the scheduling step's fields). */
export function CallbackForm({
  intro,
  submitLabel,
  failure,
  isPending,
  lang,
  onSubmit,
  children,
}: {
  intro: string;
  submitLabel: string;
  failure: StepFailure | null;
  isPending: boolean;
  lang: string;
  onSubmit: (callback: Callback) => void;
  children?: ReactNode;
}) {
  const dict = dictionaryFor(lang);
  const [date, setDate] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ country: "PT", number: "" });
  const [email, setEmail] = useState("");
  const [dateError, setDateError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const when = new Date(date);
    if (!date || Number.isNaN(when.getTime())) {
      setDateError(dict.required);
      return;
    }
    setDateError(undefined);
    onSubmit({ date: when.toISOString(), phone: { country: phone.country, number: phone.number.trim() }, email: email.trim() });
  };
  const errors = failure?.fieldErrors ?? {};
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p>{intro}</p>
      <TextField
        id="schedule-date"
        label={dict.schedule.date}
        type="datetime-local"
        required
        error={dateError ?? errors.date}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <PhoneInput
        id="schedule-phone"
        label={dict.fields.phone ?? "Phone"}
        value={phone}
        onChange={setPhone}
        error={errors.phone}
        lang={lang}
      />
      <TextField
        id="schedule-email"
        label={dict.fields.email ?? "E-mail"}
        type="email"
        autoComplete="email"
        required
        error={errors.email}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FailureMessage failure={failure} lang={lang} />
      <SubmitButton isPending={isPending} label={submitLabel} pendingLabel={dict.sending} />
      {children}
    </form>
  );
}
