"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { fillText } from "@/lib/i18n/format";

/** Starts the organisation's single sign-on (authorization code flow with PKCE, state and nonce). */
type Props = { providerName: string; callbackUrl: string; texts: Dictionary["signIn"] };

export function SsoSignInButton({ providerName, callbackUrl, texts }: Props) {
  const [isPending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="btn-primary w-full"
      disabled={isPending}
      onClick={() => {
        setPending(true);
        void signIn("oidc", { callbackUrl });
      }}
    >
      {isPending ? texts.redirecting : fillText(texts.ssoContinue, { provider: providerName })}
    </button>
  );
}
