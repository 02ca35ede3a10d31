"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { PasskeyAnswerAction, PasskeyOptionsAction } from "./passkey-types";

type Proof =
  | { kind: "totp"; code: string }
  | { kind: "recovery-code"; code: string }
  | { kind: "passkey"; challengeId: string; response: string };

type Props = {
  factors: { totp: boolean; passkeys: number; recoveryCodesLeft: number };
  callbackUrl: string;
  submitAction: PasskeyAnswerAction<Proof>;
  passkeyOptionsAction: PasskeyOptionsAction;
  texts: Dictionary["secondFactor"]["signIn"];
};

/** The second step of a password sign-in: a code from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorForm({ factors, callbackUrl, submitAction, passkeyOptionsAction, texts }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function submit(proof: () => Promise<Proof>) {
    setPending(true);
    setError(null);
    try {
      const result = await submitAction(await proof());
      if (!result.ok) throw new Error(result.message);
      router.replace(callbackUrl);
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.refused);
      setPending(false);
    }
  }

  const onCode = (kind: "totp" | "recovery-code") => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    void submit(async () => ({ kind, code }));
  };

  const withPasskey = () =>
    submit(async () => {
      const options = await passkeyOptionsAction({});
      if (!options.ok) throw new Error(options.message);
      const response = await startAuthentication({ optionsJSON: options.options });
      return { kind: "passkey", challengeId: options.challengeId, response: JSON.stringify(response) };
    });

  return (
    <div className="space-y-6">
      {factors.totp && (
        <form onSubmit={onCode("totp")} className="space-y-2" noValidate>
          <label htmlFor="totp-code" className="block text-sm font-medium">
            {texts.totpLabel}
          </label>
          <input id="totp-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="input" />
          <button type="submit" disabled={isPending} className="btn-primary w-full">
            {texts.verify}
          </button>
        </form>
      )}
      {factors.passkeys > 0 && (
        <button type="button" disabled={isPending} className="btn-secondary w-full" onClick={() => void withPasskey()}>
          {texts.usePasskey}
        </button>
      )}
      {factors.recoveryCodesLeft > 0 && (
        <form onSubmit={onCode("recovery-code")} className="space-y-2" noValidate>
          <label htmlFor="recovery-code" className="block text-sm font-medium">
            {texts.recoveryLabel}
          </label>
          <input id="recovery-code" name="code" autoComplete="off" className="input" />
          <button type="submit" disabled={isPending} className="btn-secondary w-full">
            {texts.useRecovery}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" data-testid="second-factor-error" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
