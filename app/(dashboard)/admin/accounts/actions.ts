"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormFlag, ZFormText } from "@/lib/actions/form-fields";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { provisioning } from "@/lib/provisioning/provisioning";

const results = async () => (await getDictionary()).t.results.accounts;

const ZAccountForm = z.object({ name: ZFormText, language: ZFormText, languages: ZFormText });

export const createAccountAction = adminAction("admin-account-created", ZAccountForm, async ({ name, language, languages }) => {
  const others = languages
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);
  const created = await provisioning.createAccount({ name, language: language || undefined, languages: others });
  const words = await results();
  return {
    message: fillText(words.accountCreated, { appId: created.appId, credentialId: created.credentialId }),
    audit: { target: { type: "account", id: created.accountId }, details: { appId: created.appId, credentialId: created.credentialId } },
    secret: { label: words.accountSecret, value: created.credential },
  };
});

export const setAccountActiveAction = adminAction(
  ({ active }) => (active ? "admin-account-activated" : "admin-account-deactivated"),
  z.object({ accountId: ZFormText, active: ZFormFlag }),
  async ({ accountId, active }) => {
    const account = await provisioning.setAccountActive(accountId, active);
    const words = await results();
    return { message: active ? words.activated : words.deactivated, audit: { target: { type: "account", id: account.id } } };
  },
);

export const createApplicationAction = adminAction(
  "admin-application-created",
  z.object({ accountId: ZFormText, name: ZFormText }),
  async ({ accountId, name }) => {
    const app = await provisioning.createApplication(accountId, name || "app");
    return {
      message: fillText((await results()).applicationCreated, { id: app.id }),
      audit: { target: { type: "application", id: app.id }, details: { accountId } },
    };
  },
);

export const createCredentialAction = adminAction("admin-credential-created", z.object({ accountId: ZFormText }), async ({ accountId }) => {
  const { id, secret } = await provisioning.createCredential(accountId);
  const audit = { target: { type: "credential", id }, details: { accountId } };
  const words = await results();
  return { message: fillText(words.credentialCreated, { id }), audit, secret: { label: words.credentialSecret, value: secret } };
});

export const revokeCredentialAction = adminAction(
  "admin-credential-revoked",
  z.object({ credentialId: ZFormText }),
  async ({ credentialId }) => {
    const revoked = await provisioning.revokeCredential(credentialId);
    return {
      message: fillText((await results()).credentialRevoked, { id: revoked.id }),
      audit: { target: { type: "credential", id: revoked.id } },
    };
  },
);
