import { SecondFactorForm } from "@/components/auth/second-factor-form";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { requireSessionAt } from "@/lib/staff-auth/guards";
import { staffAuth } from "@/lib/staff-auth/staff-auth";
import { passkeySecondFactorOptionsAction, secondFactorAction } from "../actions";

export const generateMetadata = titled((t) => t.account.signIn.secondFactorTitle);

export default async function SecondFactorPage() {
  const session = await requireSessionAt(["second-factor"]);
  const [factors, { t }] = await Promise.all([staffAuth.secondFactorsOf(session.id), getDictionary()]);
  const words = t.account.signIn;
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center px-6">
      <h1 className="mb-1 text-2xl font-semibold">{words.secondFactorTitle}</h1>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">{fillText(words.secondFactorIntro, { email: session.email })}</p>
      <SecondFactorForm
        factors={factors}
        callbackUrl="/"
        submitAction={secondFactorAction}
        passkeyOptionsAction={passkeySecondFactorOptionsAction}
        texts={t.secondFactor.signIn}
      />
    </main>
  );
}
