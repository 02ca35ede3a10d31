import { RefreshingActionButton } from "@/components/auth/refreshing-action-button";
import { SecondFactorEnrolment } from "@/components/auth/second-factor-enrolment";
import { ActionNotices } from "@/components/ui/action-notices";
import { enrolmentTexts } from "@/lib/i18n/back-office/account/enrolment-texts";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText, formatDay } from "@/lib/i18n/format";
import { titled } from "@/lib/i18n/page-title";
import { requireStaff } from "@/lib/staff-auth/guards";
import { staffAuth } from "@/lib/staff-auth/staff-auth";
import {
  confirmTotpAction,
  passkeyRegistrationOptionsAction,
  registerPasskeyAction,
  startTotpAction,
} from "../../../(auth)/sign-in/enrol/actions";
import { removeOwnFactorAction } from "../actions";

export const generateMetadata = titled((t) => t.account.security.title);

export default async function SecurityPage() {
  const staff = await requireStaff();
  const [factors, passkeys, { t }] = await Promise.all([
    staffAuth.secondFactorsOf(staff.id),
    staffAuth.listOwnPasskeys(staff.id),
    getDictionary(),
  ]);
  const texts = t.account.security;
  return (
    <section className="max-w-xl space-y-4">
      <h1 className="text-xl font-semibold">{texts.title}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{texts.intro}</p>
      <ActionNotices>
        {factors.totp || passkeys.length > 0 ? (
          <section className="space-y-2" aria-labelledby="own-factors">
            <h2 id="own-factors" className="font-medium">
              {texts.yourFactors}
            </h2>
            <ul className="space-y-2 text-sm">
              {factors.totp ? (
                <li className="flex items-center justify-between gap-3">
                  <span>{texts.totpHeading}</span>
                  <RefreshingActionButton
                    action={removeOwnFactorAction}
                    input={{ kind: "totp" as const }}
                    label={texts.remove}
                    title={texts.removeTotpLabel}
                    confirm={texts.confirmRemove}
                  />
                </li>
              ) : null}
              {passkeys.map((passkey) => (
                <li key={passkey.id} className="flex items-center justify-between gap-3">
                  <span>
                    {passkey.name}{" "}
                    <span className="text-slate-600 dark:text-slate-400">
                      ({fillText(texts.passkeyAdded, { date: formatDay(passkey.createdAt, t.dates) })}
                      {passkey.lastUsedAt ? `, ${fillText(texts.passkeyLastUsed, { date: formatDay(passkey.lastUsedAt, t.dates) })}` : ""})
                    </span>
                  </span>
                  <RefreshingActionButton
                    action={removeOwnFactorAction}
                    input={{ kind: "passkey" as const, id: passkey.id }}
                    label={texts.remove}
                    title={fillText(texts.removePasskeyLabel, { name: passkey.name })}
                    confirm={texts.confirmRemove}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </ActionNotices>
      <SecondFactorEnrolment
        factors={factors}
        texts={enrolmentTexts(t, factors)}
        forms={t.secondFactor}
        totp={{ startAction: startTotpAction, confirmAction: confirmTotpAction }}
        passkey={{ optionsAction: passkeyRegistrationOptionsAction, registerAction: registerPasskeyAction }}
      />
    </section>
  );
}
