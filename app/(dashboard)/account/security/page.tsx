import type { Metadata } from "next";
import { SecondFactorEnrolment } from "@/components/auth/second-factor-enrolment";
import { requireStaff } from "@/lib/auth/guards";
import { staffAuth } from "@/lib/auth/staff-auth";
import {
  confirmTotpAction,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
  startTotpAction,
} from "../../../(auth)/sign-in/enrol/actions";

export const metadata: Metadata = { title: "Second factor" };

export default async function SecurityPage() {
  const staff = await requireStaff();
  const factors = await staffAuth.secondFactorsOf(staff.id);
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-xl font-semibold">Second factor</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">After your password, sign-in asks for one of these.</p>
      <SecondFactorEnrolment
        factors={factors}
        totp={{ startAction: startTotpAction, confirmAction: confirmTotpAction }}
        passkey={{ optionsAction: passkeyRegistrationOptionsAction, registerAction: registerPasskeyAction }}
      />
    </section>
  );
}
