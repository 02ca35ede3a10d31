"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormText } from "@/lib/actions/form-fields";
import { getDictionary } from "@/lib/i18n/dictionary";
import { settings } from "@/lib/settings/settings";

export const changeResendRecipientsAction = adminAction(
  "admin-settings-changed",
  z.object({ resendRecipients: ZFormText.transform((choice) => choice === "other-with-reason") }),
  async ({ resendRecipients: allowResendToOtherAddress }, staff) => {
    await settings.changeInstallationSettings(staff, { allowResendToOtherAddress });
    const words = (await getDictionary()).t.staffAccess;
    return {
      message: allowResendToOtherAddress ? words.resendNowOther : words.resendNowApplicantOnly,
      audit: { target: { type: "setting", id: "allowResendToOtherAddress" }, details: { allowResendToOtherAddress } },
    };
  },
);

export const changeSecondFactorRequiredAction = adminAction(
  "admin-settings-changed",
  z.object({ requireSecondFactor: ZFormText.transform((choice) => choice === "required") }),
  async ({ requireSecondFactor }, staff) => {
    await settings.changeInstallationSettings(staff, { requireSecondFactor });
    const words = (await getDictionary()).t.staffAccess.secondFactor;
    return {
      message: requireSecondFactor ? words.nowRequired : words.nowOptional,
      audit: { target: { type: "setting", id: "requireSecondFactor" }, details: { requireSecondFactor } },
    };
  },
);
