import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The service signs tokens and hashes codes with NEXTAUTH_SECRET and stores files under DATA_DIR.
process.env.NEXTAUTH_SECRET ??= "integration-test-secret-of-at-least-32-chars";
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "idv-files-"));

import type { Db } from "@/lib/db/client";
import { createAccount } from "@/lib/provisioning/accounts";
import { importFlow } from "@/lib/provisioning/flows";
import type { Caller, RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { storageKey } from "@/lib/storage/storage-key";

export function contextFor(caller: Caller, now = new Date()): RequestContext {
  return { ...caller, device: { deviceType: "desktop", operatingSystem: "Linux", browser: "Chrome 120" }, now };
}

export async function accountWithFlow(db: Db, steps: unknown[], name = "Test account") {
  const account = await createAccount(db, { name, language: "pt-PT", languages: ["pt-PT", "en-GB"] });
  const flow = await importFlow(db, { accountId: account.accountId, definition: { name: "Test flow", steps }, activate: true });
  const caller: Caller = { accountId: account.accountId, credentialId: account.credentialId, appId: account.appId };
  return { ...account, flowId: flow.id, caller };
}

/** The ServiceError code a promise rejects with. */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error.code;
    throw error;
  }
  return "resolved";
}

/** A step checked by the built-in (local) provider of its type, with three retries. */
export function localStep(id: string, name: string, type: string) {
  return {
    id,
    name,
    settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
    action: { type, settings: {}, provider: { providerId: "local", provider: type } },
  };
}

export const FORM_STEP = {
  id: "form",
  name: "Personal data",
  action: {
    type: "form",
    fields: [
      { name: "name", required: true },
      { name: "email", required: true },
      { name: "birthday", required: false },
    ],
  },
};
export const OTP_STEP = {
  id: "otp",
  name: "Phone",
  settings: { maxRetries: 1, preventPrevious: true, deviceType: "any" },
  action: { type: "otp" },
};
/** A form, then a video call with this many retries, then an OTP step: the flow the call tests walk. */
export function formCallOtpFlow(maxRetries: number) {
  const call = {
    id: "call",
    name: "Video call",
    settings: { maxRetries, preventPrevious: true, deviceType: "any" },
    action: { type: "videoconference" },
  };
  return [{ ...FORM_STEP, next: "call" }, { ...call, next: "otp" }, OTP_STEP];
}
export const AML_STEP = { id: "aml", name: "Screening", action: { type: "aml" } };
export const BIRTHDAY_STEP = { id: "birthday", name: "Birthday", action: { type: "form", fields: [{ name: "birthday", required: true }] } };

/** A StoredFile row of an account attachment, stored under its usual key. */
export function attachmentRow(accountId: string, id: string, bytes: Buffer = Buffer.from(id)) {
  return {
    id,
    bucket: "attachments",
    accountId,
    contentType: "application/octet-stream",
    size: bytes.length,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    storageKey: storageKey(accountId, "attachments", id),
  };
}
