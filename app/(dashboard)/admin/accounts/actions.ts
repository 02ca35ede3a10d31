"use server";

import { z } from "zod";
import { provisioning } from "@/lib/provisioning/provisioning";
import type { ActionState } from "@/lib/server-actions/action-state";
import { ADMIN_CHANGE } from "@/lib/server-actions/callers";
import { formFields, ZFormFlag, ZFormText } from "@/lib/server-actions/form-fields";
import { runServerAction } from "@/lib/server-actions/run-server-action";

const ZAccountForm = z.object({ name: ZFormText, language: ZFormText, languages: ZFormText });
const ZAccountActiveForm = z.object({ accountId: ZFormText, active: ZFormFlag });
const ZApplicationForm = z.object({ accountId: ZFormText, name: ZFormText });
const ZCredentialForm = z.object({ accountId: ZFormText });
const ZRevokeForm = z.object({ credentialId: ZFormText });

export async function createAccountAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZAccountForm,
    input: formFields(form),
    audit: "admin-account-created",
    async work({ name, language, languages }) {
      const others = languages
        .split(",")
        .map((l) => l.trim())
        .filter(Boolean);
      const created = await provisioning.createAccount({ name, language: language || undefined, languages: others });
      return {
        message: `Created the account with application ${created.appId} and credential ${created.credentialId}.`,
        audit: {
          target: { type: "account", id: created.accountId },
          details: { appId: created.appId, credentialId: created.credentialId },
        },
        secret: { label: "Credential secret (the svc-credential header)", value: created.credential },
      };
    },
  });
}

export async function setAccountActiveAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZAccountActiveForm,
    input: formFields(form),
    audit: ({ active }) => (active ? "admin-account-activated" : "admin-account-deactivated"),
    async work({ accountId, active }) {
      const account = await provisioning.setAccountActive(accountId, active);
      return { message: `Account ${active ? "activated" : "deactivated"}.`, audit: { target: { type: "account", id: account.id } } };
    },
  });
}

export async function createApplicationAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZApplicationForm,
    input: formFields(form),
    audit: "admin-application-created",
    async work({ accountId, name }) {
      const app = await provisioning.createApplication(accountId, name || "app");
      return { message: `Created application ${app.id}.`, audit: { target: { type: "application", id: app.id }, details: { accountId } } };
    },
  });
}

export async function createCredentialAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZCredentialForm,
    input: formFields(form),
    audit: "admin-credential-created",
    async work({ accountId }) {
      const credential = await provisioning.createCredential(accountId);
      return {
        message: `Created credential ${credential.id}.`,
        audit: { target: { type: "credential", id: credential.id }, details: { accountId } },
        secret: { label: "Credential secret", value: credential.secret },
      };
    },
  });
}

export async function revokeCredentialAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runServerAction({
    ...ADMIN_CHANGE,
    schema: ZRevokeForm,
    input: formFields(form),
    audit: "admin-credential-revoked",
    async work({ credentialId }) {
      const revoked = await provisioning.revokeCredential(credentialId);
      return { message: `Revoked credential ${revoked.id}.`, audit: { target: { type: "credential", id: revoked.id } } };
    },
  });
}
