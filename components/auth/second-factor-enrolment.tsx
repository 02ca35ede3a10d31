"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { PasskeyEnrolment } from "./passkey-enrolment";
import { TotpEnrolment } from "./totp-enrolment";

type Props = {
  factors: { totp: boolean; passkeys: number; recoveryCodesLeft: number };
  totp: Omit<ComponentProps<typeof TotpEnrolment>, "onDone">;
  passkey: Omit<ComponentProps<typeof PasskeyEnrolment>, "onDone">;
  /** Where to go once a factor is added (the enrolment step continues to the workspace); else the page refreshes. */
  doneUrl?: string;
};

/** The second factors a person has, and the ways to add one. */
export function SecondFactorEnrolment({ factors, totp, passkey, doneUrl }: Props) {
  const router = useRouter();
  const onDone = () => {
    if (doneUrl) router.replace(doneUrl);
    router.refresh();
  };
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h2 className="font-medium">Authenticator app</h2>
        {factors.totp ? (
          <p className="text-sm">Set up. {factors.recoveryCodesLeft} recovery code(s) left.</p>
        ) : (
          <TotpEnrolment {...totp} onDone={onDone} />
        )}
      </section>
      <section className="space-y-2">
        <h2 className="font-medium">Passkeys and security keys</h2>
        <p className="text-sm">{factors.passkeys ? `${factors.passkeys} registered.` : "None yet."}</p>
        <PasskeyEnrolment {...passkey} onDone={onDone} />
      </section>
    </div>
  );
}
