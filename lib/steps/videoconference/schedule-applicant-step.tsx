"use client";

import { type FormEvent, useState } from "react";
import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { FailureMessage } from "../common/applicant/failure-message";
import { PhoneInput, type PhoneValue } from "../common/applicant/phone-input";
import type { StepProps } from "../common/applicant/step-props";
import { SubmitButton } from "../common/applicant/submit-button";
import { TextField } from "../common/applicant/text-field";
import { useStepSubmission } from "../common/applicant/use-step-submission";

/** When to call: a date and time in the future, a phone and an e-mail. */
export function ScheduleStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [date, setDate] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ country: "PT", number: "" });
  const [email, setEmail] = useState("");
  const [dateError, setDateError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const when = new Date(date);
    if (!date || Number.isNaN(when.getTime())) {
      setDateError(dict.required);
      return;
    }
    setDateError(undefined);
    submit({
      postpone: true,
      date: when.toISOString(),
      phone: { country: phone.country, number: phone.number.trim() },
      email: email.trim(),
    });
  };
  const errors = failure?.fieldErrors ?? {};
  const dateMessage = dateError ?? errors.date;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p>{dict.schedule.intro}</p>
      <TextField
        id="schedule-date"
        label={dict.schedule.date}
        type="datetime-local"
        required
        error={dateMessage}
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
      <SubmitButton isPending={isPending} label={dict.schedule.postpone} pendingLabel={dict.sending} />
    </form>
  );
}
