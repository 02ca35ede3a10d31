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
