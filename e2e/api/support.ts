import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import { idv } from "../support/cli";

// The suite drives the production server (scripts/test/e2e-server.sh) over HTTP; accounts and flows are
// made with the operator CLI against the same database, as an operator would. A test whose requests store or read
// files through lib/storage (an upload or download, a document or face step, an AML check's sanctions list) is tagged
// @storage: the S3 pass (scripts/test/e2e-s3.sh) runs only those.
const E2E_DIR = path.resolve(process.env.E2E_DIR ?? ".e2e");

export type Seed = {
  baseUrl: string;
  accountId: string;
  appId: string;
  credential: string;
  credentialId: string;
  flows: Record<string, string>;
  /** The demo staff users; each signs in with `password`. */
  users: { email: string; role: string }[];
  password: string;
};

export function readSeed(): Seed {
  return JSON.parse(fs.readFileSync(path.join(E2E_DIR, "seed.json"), "utf8")) as Seed;
}

export { idv };

export type TestAccount = {
  accountId: string;
  appId: string;
  credential: string;
  credentialId: string;
  flowId: string;
  headers: Record<string, string>;
};

/** A fresh account with an app, a credential and the given flow active. */
export function createAccount(flow: { name: string; steps: unknown[] }, options: { languages?: string } = {}): TestAccount {
  const account = idv<{ accountId: string; appId: string; credential: string; credentialId: string }>(
    "account:create",
    "--name",
    `E2E ${crypto.randomUUID().slice(0, 8)}`,
    "--language",
    "pt-PT",
    "--languages",
    options.languages ?? "pt-PT,en-GB",
  );
  const file = path.join(E2E_DIR, `flow-${crypto.randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify(flow));
  const { flowId } = idv<{ flowId: string }>("flow:import", file, "--account", account.accountId, "--activate");
  fs.rmSync(file);
  return {
    ...account,
    flowId,
    headers: { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" },
  };
}

export function outboxCode(processId: string): string {
  const messages = idv<{ channel: string; body: string }[]>("outbox:list", "--process", processId);
  const sms = messages.filter((m) => m.channel === "sms").at(-1);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1];
  if (!code) throw new Error("no code in the outbox");
  return code;
}

export type Envelope = { data: Record<string, unknown>; meta: { message: string; code: string }; status: boolean };

/** The spec's failure envelope with this status and code. */
export async function expectFailure(response: APIResponse, status: number, code: string): Promise<Envelope> {
  const body = (await response.json()) as Envelope;
  expect({ status: response.status(), code: body.meta?.code }, body.meta?.message).toEqual({ status, code });
  expect(body.data).toEqual({});
  expect(body.status).toBe(false);
  expect(typeof body.meta.message).toBe("string");
  return body;
}

export async function expectSuccess(response: APIResponse, status: number, code: string): Promise<Envelope> {
  const body = (await response.json()) as Envelope;
  expect({ status: response.status(), code: body.meta?.code }, body.meta?.message).toEqual({ status, code });
  expect(body.status).toBe(true);
  expect(typeof body.meta.message).toBe("string");
  return body;
}

export async function startProcess(request: APIRequestContext, account: TestAccount, data: Record<string, unknown> = {}): Promise<string> {
  const body = await expectSuccess(await request.post("/api/processes", { headers: account.headers, data }), 201, "BIOPMPCS004");
  return String(body.data.processId);
}

export const FORM_STEP = {
  id: "form",
  name: "Personal data",
  action: {
    type: "form",
    fields: [
      { name: "name", required: true },
      { name: "email", required: false },
    ],
  },
};
export const AML_STEP = { id: "aml", name: "Screening", action: { type: "aml" } };
export const VIDEO_STEP = { id: "call", name: "Video call", action: { type: "videoconference" } };
export const FORM = { name: "Ana Silva", email: "ana@example.pt" };
