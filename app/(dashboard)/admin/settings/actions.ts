"use server";

import type { ActionState } from "@/lib/action-state";
import { field, runAdminAction } from "@/lib/admin/run-admin-action";
import { db } from "@/lib/db/client";
import { changeInstallationSettings } from "@/lib/settings/installation-settings";

export async function changeResendRecipientsAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const allowResendToOtherAddress = field(form, "resendRecipients") === "other-with-reason";
  return runAdminAction("admin-settings-changed", async (staff) => {
    await changeInstallationSettings(db(), staff, { allowResendToOtherAddress });
    return {
      message: allowResendToOtherAddress
        ? "Reviewers may now send a link to another address, with a reason."
        : "Links now go only to the address the applicant gave.",
      target: { type: "setting", id: "allowResendToOtherAddress" },
      details: { allowResendToOtherAddress },
    };
  });
}
