"use client";

import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import type { Dictionary } from "@/lib/i18n/back-office/en";
import { PasskeyEnrolment } from "./passkey-enrolment";
import { TotpEnrolment } from "./totp-enrolment";

type Props = {
  factors: { totp: boolean; passkeys: number; recoveryCodesLeft: number };
  totp: Omit<ComponentProps<typeof TotpEnrolment>, "onDone" | "texts">;
  passkey: Omit<ComponentProps<typeof PasskeyEnrolment>, "onDone" | "texts">;
  texts: { totpHeading: string; totpSetUp: string; passkeysHeading: string; passkeysNone: string; passkeysCount: string };
  forms: Dictionary["secondFactor"];
  /** Where to go once a factor is added (the enrolment step continues to the workspace); else the page refreshes. */
  doneUrl?: string;
};

/** The second factors a person has, and the ways to add one. */
export function SecondFactorEnrolment({ factors, totp, passkey, texts, forms, doneUrl }: Props) {
  const router = useRouter();
  const onDone = () => {
    if (doneUrl) router.replace(doneUrl);
    router.refresh();
  };
  return (
    <div className="space-y-6">
      <section className="space-y-2">
        <h2 className="font-medium">{texts.totpHeading}</h2>
        {factors.totp ? <p className="text-sm">{texts.totpSetUp}</p> : <TotpEnrolment {...totp} texts={forms.totp} onDone={onDone} />}
      </section>
      <section className="space-y-2">
        <h2 className="font-medium">{texts.passkeysHeading}</h2>
        <p className="text-sm">{factors.passkeys ? texts.passkeysCount : texts.passkeysNone}</p>
        <PasskeyEnrolment {...passkey} texts={forms.passkey} onDone={onDone} />
      </section>
    </div>
  );
}
