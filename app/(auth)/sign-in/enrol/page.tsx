import { SecondFactorEnrolment } from "@/components/auth/second-factor-enrolment";
import { enrolmentTexts } from "@/lib/i18n/back-office/account/enrolment-texts";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { requireSessionAt } from "@/lib/staff-auth/guards";
import { staffAuth } from "@/lib/staff-auth/staff-auth";
import { confirmTotpAction, passkeyRegistrationOptionsAction, registerPasskeyAction, startTotpAction } from "./actions";

export const generateMetadata = titled((t) => t.account.signIn.enrolTitle);

export default async function EnrolPage() {
  const session = await requireSessionAt(["enrol"]);
  const [factors, { t }] = await Promise.all([staffAuth.secondFactorsOf(session.id), getDictionary()]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6">
      <h1 className="mb-1 text-2xl font-semibold">{t.account.signIn.enrolTitle}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{fillText(t.account.signIn.enrolIntro, { email: session.email })}</p>
      <SecondFactorEnrolment
        factors={factors}
        texts={enrolmentTexts(t, factors)}
        forms={t.secondFactor}
        totp={{ startAction: startTotpAction, confirmAction: confirmTotpAction }}
        passkey={{ optionsAction: passkeyRegistrationOptionsAction, registerAction: registerPasskeyAction }}
        doneUrl="/"
      />
    </main>
  );
}
