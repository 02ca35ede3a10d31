"use client";

import { startRegistration } from "@simplewebauthn/browser";
import { type FormEvent, useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { PasskeyAnswerAction, PasskeyRegistrationOptionsAction } from "./passkey-types";

type Props = {
  optionsAction: PasskeyRegistrationOptionsAction;
  registerAction: PasskeyAnswerAction<{ challengeId: string; response: string; name: string }>;
  onDone: () => void;
  texts: Dictionary["secondFactor"]["passkey"];
};

/** Adds a passkey or security key under a name the person chooses. */
export function PasskeyEnrolment({ optionsAction, registerAction, onDone, texts }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim() || texts.defaultName;
    setPending(true);
    setError(null);
    try {
      const options = await optionsAction({});
      if (!options.ok) throw new Error(options.message);
      const response = await startRegistration({ optionsJSON: options.options });
      const result = await registerAction({ challengeId: options.challengeId, response: JSON.stringify(response), name });
      if (!result.ok) throw new Error(result.message);
      onDone();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void add(event)} className="flex flex-wrap items-end gap-2" noValidate>
      <label className="space-y-1 text-sm">
        <span className="block">{texts.nameLabel}</span>
        <input name="name" defaultValue={texts.defaultName} maxLength={60} className="input" />
      </label>
      <button type="submit" disabled={isPending} className="btn-secondary">
        {isPending ? texts.waiting : texts.add}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
