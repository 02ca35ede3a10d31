import { ActionForm } from "@/components/ui/action-form";
import { getDictionary } from "@/lib/i18n/dictionary";
import { titled } from "@/lib/i18n/page-title";
import { settings as installationSettings } from "@/lib/settings/settings";
import { requireStaff } from "@/lib/staff-auth/guards";
import { changeResendRecipientsAction, changeSecondFactorRequiredAction } from "./actions";

export const generateMetadata = titled((t) => t.admin.settings.title);

export default async function SettingsPage() {
  await requireStaff("admin:manage");
  const [settings, { t }] = await Promise.all([installationSettings.readInstallationSettings(), getDictionary()]);
  const words = t.admin.settings;
  const choices = [
    { value: "applicant-only", label: words.applicantOnly },
    { value: "other-with-reason", label: words.otherWithReason },
  ];
  const secondFactor = t.staffAccess.secondFactor;
  const secondFactorChoices = [
    { value: "optional", label: secondFactor.optional },
    { value: "required", label: secondFactor.required },
  ];
  const current = settings.allowResendToOtherAddress ? "other-with-reason" : "applicant-only";
  return (
    <section className="space-y-6">
      <h1 className="text-xl font-semibold">{words.title}</h1>
      <ActionForm action={changeResendRecipientsAction} submitLabel={words.save} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="font-medium">{words.resendLegend}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="flex items-start gap-2 text-sm">
              <input type="radio" name="resendRecipients" value={choice.value} defaultChecked={choice.value === current} />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      </ActionForm>
      <ActionForm action={changeSecondFactorRequiredAction} submitLabel={secondFactor.apply} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="font-medium">{secondFactor.legend}</legend>
          {secondFactorChoices.map((choice) => (
            <label key={choice.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="requireSecondFactor"
                value={choice.value}
                defaultChecked={(choice.value === "required") === settings.requireSecondFactor}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
      </ActionForm>
      <p className="text-sm text-slate-600 dark:text-slate-400">{words.audited}</p>
    </section>
  );
}
