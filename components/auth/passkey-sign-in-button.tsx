"use client";

import { startAuthentication } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { PasskeyOptionsAction } from "./passkey-types";

/** "Continue with a passkey": the browser offers this site's passkeys; the signed answer goes to next-auth's passkey provider. */
type Props = { optionsAction: PasskeyOptionsAction; callbackUrl: string; texts: Dictionary["signIn"] };

export function PasskeySignInButton({ optionsAction, callbackUrl, texts }: Props) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    setError(null);
    try {
      const options = await optionsAction({});
      if (!options.ok) throw new Error(options.message);
      const response = await startAuthentication({ optionsJSON: options.options });
      const result = await signIn("passkey", { challengeId: options.challengeId, response: JSON.stringify(response), redirect: false });
      if (!result?.ok || result.error) throw new Error(result?.error === "throttled" ? texts.passkeyThrottled : "");
      router.replace(callbackUrl);
      router.refresh();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : texts.passkeyRefused);
      setPending(false);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" className="btn-secondary w-full" disabled={isPending} onClick={() => void onClick()}>
        {isPending ? texts.passkeyWaiting : texts.passkeyContinue}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
