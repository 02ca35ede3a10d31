"use client";

import { type FormEvent, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { FailureMessage } from "../common/applicant/failure-message";
import { PhoneInput, type PhoneValue } from "../common/applicant/phone-input";
import type { StepProps } from "../common/applicant/step-props";
import { PLAIN_BUTTON, SubmitButton } from "../common/applicant/submit-button";
import { TextField } from "../common/applicant/text-field";
import { useStepSubmission } from "../common/applicant/use-step-submission";
import { ZJointOwnershipPayload } from "./payload";

type CoOwner = { key: string; name: string; email: string; phone: PhoneValue };

const blank = (): CoOwner => ({ key: crypto.randomUUID(), name: "", email: "", phone: { country: "PT", number: "" } });

/** Co-owners (name, e-mail, phone), checked with the service's schema before sending. */
export function JointOwnershipStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const [owners, setOwners] = useState<CoOwner[]>(() => [blank()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (key: string, change: Partial<CoOwner>) => setOwners((list) => list.map((o) => (o.key === key ? { ...o, ...change } : o)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      users: owners.map((o) => ({
        name: o.name.trim(),
        email: o.email.trim(),
        phone: { country: o.phone.country, number: o.phone.number.trim() },
      })),
    };
    const parsed = ZJointOwnershipPayload.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const key = `${String(index)}.${String(field)}`;
        found[key] ??= dict.invalid[String(field)] ?? issue.message;
      }
    setErrors(found);
    if (Object.keys(found).length === 0) submit(body);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <p>{dict.joint.intro}</p>
      {owners.map((owner, i) => (
        <fieldset key={owner.key} className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3">
          <legend className="px-1 font-medium">{dict.joint.coOwner(i + 1)}</legend>
          {(["name", "email"] as const).map((field) => (
            <TextField
              key={field}
              id={`owner-${i}-${field}`}
              label={dict.fields[field] ?? field}
              labelClassName="mb-1 block"
              type={field === "email" ? "email" : "text"}
              error={errors[`${i}.${field}`]}
              value={owner[field]}
              onChange={(e) => update(owner.key, { [field]: e.target.value })}
            />
          ))}
          <PhoneInput
            id={`owner-${i}-phone`}
            label={dict.fields.phone ?? "Phone"}
            value={owner.phone}
            lang={lang}
            error={errors[`${i}.phone`]}
            onChange={(phone) => update(owner.key, { phone })}
          />
          {owners.length > 1 ? (
            <button type="button" className={PLAIN_BUTTON} onClick={() => setOwners((list) => list.filter((o) => o.key !== owner.key))}>
              {dict.joint.remove}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button type="button" className={PLAIN_BUTTON} onClick={() => setOwners((list) => [...list, blank()])}>
        {dict.joint.add}
      </button>
      <FailureMessage failure={failure} lang={lang} />
      <SubmitButton isPending={isPending} label={dict.continue} pendingLabel={dict.sending} />
    </form>
  );
}
