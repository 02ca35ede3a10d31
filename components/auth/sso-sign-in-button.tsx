"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

/** Starts the organisation's single sign-on (authorization code flow with PKCE, state and nonce). */
export function SsoSignInButton({ providerName, callbackUrl }: { providerName: string; callbackUrl: string }) {
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
      {isPending ? "Redirecting…" : `Continue with ${providerName}`}
    </button>
  );
}
