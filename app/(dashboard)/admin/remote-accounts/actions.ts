"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormText } from "@/lib/actions/form-fields";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { remoteAccounts } from "@/lib/records/remote/remote-account-admin";

export const addRemoteAccountAction = adminAction(
  "admin-remote-account-added",
  z.object({ name: ZFormText, credential: ZFormText }),
  async ({ name, credential }) => {
    const [account, { t }] = await Promise.all([remoteAccounts.addRemoteAccount({ name, credential }), getDictionary()]);
    return {
      message: fillText(t.remoteAccounts.added, { name: account.name }),
      audit: { target: { type: "remote-account", id: account.id }, details: { name: account.name } },
    };
  },
);

export const removeRemoteAccountAction = adminAction("admin-remote-account-removed", z.object({ name: ZFormText }), async ({ name }) => {
  const [account, { t }] = await Promise.all([remoteAccounts.removeRemoteAccount(name), getDictionary()]);
  return {
    message: fillText(t.remoteAccounts.removed, { name: account.name }),
    audit: { target: { type: "remote-account", id: account.id }, details: { name: account.name } },
  };
});
