"use server";

import { z } from "zod";
import { adminAction } from "@/lib/server-actions/form-actions";
import { ZFormText } from "@/lib/server-actions/form-fields";
import { settings } from "@/lib/settings/settings";

export const changeResendRecipientsAction = adminAction(
  "admin-settings-changed",
  z.object({ resendRecipients: ZFormText.transform((choice) => choice === "other-with-reason") }),
  async ({ resendRecipients: allowResendToOtherAddress }, staff) => {
    await settings.changeInstallationSettings(staff, { allowResendToOtherAddress });
    return {
      message: allowResendToOtherAddress
        ? "Reviewers may now send a link to another address, with a reason."
        : "Links now go only to the address the applicant gave.",
      audit: { target: { type: "setting", id: "allowResendToOtherAddress" }, details: { allowResendToOtherAddress } },
    };
  },
);

export const changeSecondFactorRequiredAction = adminAction(
  "admin-settings-changed",
  z.object({ requireSecondFactor: ZFormText.transform((choice) => choice === "required") }),
  async ({ requireSecondFactor }, staff) => {
    await settings.changeInstallationSettings(staff, { requireSecondFactor });
    return {
      message: requireSecondFactor
        ? "A second factor is now required: password users without one enrol at their next sign-in."
        : "A second factor is now optional.",
      audit: { target: { type: "setting", id: "requireSecondFactor" }, details: { requireSecondFactor } },
    };
  },
);
