"use client";

import { type FormEvent, useEffect, useState } from "react";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { codeFieldError, FailureMessage } from "../common/applicant/failure-message";
import { PhoneInput, type PhoneValue } from "../common/applicant/phone-input";
import type { StepProps } from "../common/applicant/step-props";
import { INPUT, PLAIN_BUTTON, SubmitButton } from "../common/applicant/submit-button";
import { TextField } from "../common/applicant/text-field";
import { useStepSubmission } from "../common/applicant/use-step-submission";
import { signatureOf } from "./action-types";

const RESEND_AFTER_SECONDS = 60;

function secondsUntilResend(sentAt: string | undefined): number {
  if (!sentAt) return 0;
  return Math.max(0, RESEND_AFTER_SECONDS - Math.floor((Date.now() - Date.parse(sentAt)) / 1000));
}

/** otp, document-sign-otp and document-sign-qualified: a code request (phone), then the code. */
export function CodeStep({ processId, step, lang, actions }: StepProps) {
  const dict = dictionaryFor(lang);
  const { submit, failure, setFailure, isPending } = useStepSubmission(processId, step.id, actions.submit);
  const signature = signatureOf(step.type);
  const isSigning = signature !== null;
  const isQualified = signature === "qualified";
  const [phone, setPhone] = useState<PhoneValue>(step.phone ?? { country: "PT", number: "" });
  const [pin, setPin] = useState("");
  const [code, setCode] = useState("");
  const [isEditingPhone, setIsEditingPhone] = useState(false);
  const [wait, setWait] = useState(() => secondsUntilResend(step.code?.sentAt));
  const isRequested = step.code !== null && !isEditingPhone;

  useEffect(() => {
    setWait(secondsUntilResend(step.code?.sentAt));
    const timer = window.setInterval(() => setWait(secondsUntilResend(step.code?.sentAt)), 1000);
    return () => window.clearInterval(timer);
  }, [step.code?.sentAt]);

  const requestBody = () =>
    isSigning
      ? {
          phoneNumber: { country: phone.country, number: phone.number.trim() },
          fileId: step.fileId ?? "",
          ...(isQualified ? { pin: Number(pin) } : {}),
        }
      : { phone: { country: phone.country, number: phone.number.trim() } };

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    submit(requestBody(), () => {
      setIsEditingPhone(false);
      setCode("");
    });
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    submit(isSigning ? { fileId: step.fileId ?? "", otpCode: code } : { otpCode: code }, () => setCode(""));
  };
  const resend = () => {
    if (phone.number.trim()) submit(requestBody());
    else {
      setFailure(null);
      setIsEditingPhone(true);
    }
  };

  const phoneError = failure?.fieldErrors.phone ?? failure?.fieldErrors.phoneNumber;
  return (
    <div className="flex flex-col gap-4">
      {isSigning ? (
        <section aria-labelledby="sign-doc" className="rounded-md border border-slate-300 bg-white p-3">
          <h2 id="sign-doc" className="font-medium">
            {dict.signing.document}
          </h2>
          {step.fileId ? (
            <>
              <p className="text-sm">{dict.signing.intro}</p>
              <a
                href={`/verify/${encodeURIComponent(processId)}/document`}
                target="_blank"
                rel="noopener"
                className="mt-2 inline-block font-medium underline"
              >
                {dict.signing.open}
              </a>
            </>
          ) : (
            <p className="text-sm">{dict.signing.noDocument}</p>
          )}
        </section>
      ) : null}
      {isRequested ? (
        <form onSubmit={onVerify} className="flex flex-col gap-4">
          <p role="status">{dict.otp.codeSent}</p>
          <TextField
            id="otp-code"
            label={dict.otp.codeLabel}
            className={`${INPUT} font-mono tracking-[0.4em]`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={failure ? codeFieldError(failure, dict) : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
          />
          <FailureMessage failure={failure} lang={lang} />
          <SubmitButton isPending={isPending} label={dict.otp.verify} pendingLabel={dict.sending} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" className={PLAIN_BUTTON} disabled={wait > 0 || isPending} onClick={resend}>
              {dict.otp.resend}
            </button>
            <button type="button" className={PLAIN_BUTTON} onClick={() => setIsEditingPhone(true)}>
              {dict.otp.changePhone}
            </button>
          </div>
          {wait > 0 ? <p className="text-sm">{dict.otp.resendIn(wait)}</p> : null}
        </form>
      ) : (
        <form onSubmit={onRequest} className="flex flex-col gap-4">
          <p>{dict.otp.phoneIntro}</p>
          <PhoneInput
            id="otp-phone"
            label={dict.fields.phone ?? "Phone"}
            value={phone}
            onChange={setPhone}
            error={phoneError}
            lang={lang}
          />
          {isQualified ? (
            <TextField
              id="sign-pin"
              label={dict.signing.pin}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              required
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, "").slice(0, 8))}
            />
          ) : null}
          <FailureMessage failure={failure} lang={lang} />
          <SubmitButton isPending={isPending} label={dict.otp.sendCode} pendingLabel={dict.sending} />
        </form>
      )}
    </div>
  );
}
