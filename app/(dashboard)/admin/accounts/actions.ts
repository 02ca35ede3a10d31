"use server";

import { field, runAdminAction } from "@/lib/admin/run-admin-action";
import { db } from "@/lib/db/client";
import { createAccount, createApplication, setAccountActive } from "@/lib/provisioning/accounts";
import { createCredential, revokeCredential } from "@/lib/provisioning/credentials";
import type { ActionState } from "@/lib/server-actions/action-state";

export async function createAccountAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAdminAction("admin-account-created", async () => {
    const languages = field(form, "languages")
      .split(",")
      .map((l) => l.trim())
      .filter(Boolean);
    const created = await createAccount(db(), { name: field(form, "name"), language: field(form, "language") || undefined, languages });
    return {
      message: `Created the account with application ${created.appId} and credential ${created.credentialId}.`,
      target: { type: "account", id: created.accountId },
      details: { appId: created.appId, credentialId: created.credentialId },
      secret: { label: "Credential secret (the svc-credential header)", value: created.credential },
    };
  });
}

export async function setAccountActiveAction(_state: ActionState, form: FormData): Promise<ActionState> {
  const active = field(form, "active") === "true";
  return runAdminAction(active ? "admin-account-activated" : "admin-account-deactivated", async () => {
    const account = await setAccountActive(db(), field(form, "accountId"), active);
    return { message: `Account ${active ? "activated" : "deactivated"}.`, target: { type: "account", id: account.id } };
  });
}

export async function createApplicationAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAdminAction("admin-application-created", async () => {
    const accountId = field(form, "accountId");
    const app = await createApplication(db(), accountId, field(form, "name") || "app");
    return { message: `Created application ${app.id}.`, target: { type: "application", id: app.id }, details: { accountId } };
  });
}

export async function createCredentialAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAdminAction("admin-credential-created", async () => {
    const accountId = field(form, "accountId");
    const credential = await createCredential(db(), accountId);
    return {
      message: `Created credential ${credential.id}.`,
      target: { type: "credential", id: credential.id },
      details: { accountId },
      secret: { label: "Credential secret", value: credential.secret },
    };
  });
}

export async function revokeCredentialAction(_state: ActionState, form: FormData): Promise<ActionState> {
  return runAdminAction("admin-credential-revoked", async () => {
    const revoked = await revokeCredential(db(), field(form, "credentialId"));
    return { message: `Revoked credential ${revoked.id}.`, target: { type: "credential", id: revoked.id } };
  });
}
