import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { pngBase64 } from "@/lib/media/sample-images";
import { uploadAccountFile } from "@/lib/provisioning/files";
import { setSmsSender } from "@/lib/service/messaging/sms";
import type { ActionType } from "@/lib/steps/action-types";
import { registerProvider } from "@/lib/steps/check-providers";
import { ACTIONS } from "@/lib/steps/registry";
import { craftedBodies, everyStringIs, PROTOTYPE_NAMES } from "@/test/support/crafted-bodies";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow } from "@/test/support/service";
import { type ApiCall, apiClient, currentStepId, serveFrom } from "@/test/support/service-api";

// Hundreds of requests from one credential in a minute.
process.env.RATE_LIMIT_REQUESTS = "0";

const PHOTO = pngBase64(640, 480);
const PHONE = { country: "PT", number: "912345678" };
const MP4 = Buffer.from("\0\0\0\x18ftypisom\0\0\0\0").toString("base64");

type Passing = unknown | { request: unknown; verify: (code: string) => unknown };

/** A body each step takes (the providers here do no analysis), to walk the process on to the next step. */
function passingBody(type: ActionType, fileId: string): Passing {
  const bodies: Record<ActionType, Passing> = {
    form: { name: "Ana Silva" },
    "document-ocr": { doctype: "passport", front: PHOTO },
    "face-liveness-3d": { reference: "r", photo: PHOTO, template: "t" },
    "face-liveness-2d": { photo: PHOTO },
    "face-verify-2d": { photo: PHOTO },
    "face-verify-3d": { template: "t", photo: PHOTO },
    "face-compare-2d2d": { template1: "a", template2: "b" },
    "face-compare-3d2d": { template1: "a", template2: "b" },
    "face-enroll-2d": { photo: PHOTO, reference: "r" },
    "face-enroll-3d": { template: "t", photo: PHOTO },
    otp: { request: { phone: PHONE }, verify: (otpCode: string) => ({ otpCode }) },
    "video-liveness": { video: MP4 },
    videoconference: { postpone: true },
    "videoconference-schedule": { postpone: true, date: "2999-01-01T10:00:00Z", phone: PHONE, email: "ana@example.pt" },
    "joint-ownership": { users: [{ name: "Ana", email: "ana@example.pt", phone: PHONE }] },
    "document-sign-otp": { request: { phoneNumber: PHONE, fileId }, verify: (otpCode: string) => ({ fileId, otpCode }) },
    "document-sign-qualified": {
      request: { phoneNumber: PHONE, fileId, pin: 1234 },
      verify: (otpCode: string) => ({ fileId, otpCode }),
    },
    aml: { searchTerm: "Ana Silva" },
    "digital-key": { accessToken: "token" },
  };
  return bodies[type];
}

const isTwoSubmission = (body: Passing): body is { request: unknown; verify: (code: string) => unknown } =>
  typeof body === "object" && body !== null && "verify" in body;

/** Every action type once, each taking retries enough for the failed checks, then a last step to come back from. */
const STEPS = [
  ...ACTIONS.map((action) => ({
    id: action.type,
    name: action.type,
    settings: { maxRetries: 100 },
    action: {
      type: action.type,
      fields: ["name", "email", "phone", "birthday", "country", "peoples", "zipcode"].map((name) => ({ name })),
    },
  })),
  { id: "last", name: "Last", action: { type: "form", fields: [{ name: "name" }] } },
];

const SHAPES = ACTIONS.flatMap((action, index): { type: string; index: number; schema: z.ZodType }[] =>
  action.kind === "single"
    ? [{ type: action.type, index, schema: action.schema }]
    : [
        { type: `${action.type} request`, index, schema: action.request },
        { type: `${action.type} verify`, index, schema: action.verify },
      ],
);

describe.each(DATABASE_KINDS)("crafted object keys in step bodies on %s", (kind) => {
  let database: TestDatabase;
  let api: ApiCall;
  let fileId = "";
  let processId = "";
  let lastCode = "";
  let providerCalls = 0;
  const statuses: number[] = [];
  const cleanups: (() => void)[] = [];

  beforeAll(async () => {
    database = await freshDatabase(kind);
    serveFrom(database.db);
    const account = await accountWithFlow(database.db, STEPS);
    api = apiClient(account);
    ({ id: fileId } = await uploadAccountFile(database.db, {
      accountId: account.accountId,
      bucket: "attachments",
      bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
      contentType: "application/pdf",
    }));
    setSmsSender({
      send: async ({ text }) => {
        lastCode = /\b(\d{6})\b/.exec(text)?.[1] ?? "";
        return { messageId: "test" };
      },
    });
    // A provider for every step type that only counts: a refused body must never reach one.
    cleanups.push(
      registerProvider({
        providerId: "counting",
        provider: "counting",
        actionTypes: ACTIONS.map((a) => a.type),
        check: async () => {
          providerCalls++;
          return { status: true, result: { method: "none" } };
        },
      }),
    );
  });
  afterAll(async () => {
    setSmsSender(undefined);
    for (const cleanup of cleanups) cleanup();
    await database.drop();
  });

  const submit = (body: unknown) => api("POST", `/processes/${processId}/step`, { body });

  async function pass(index: number) {
    const body = passingBody(ACTIONS[index]?.type ?? "form", fileId);
    if (isTwoSubmission(body)) {
      expect((await submit(body.request)).status).toBe(200);
      expect((await submit(body.verify(lastCode))).status).toBe(200);
    } else {
      const answer = await submit(body);
      expect(answer.status, answer.message).toBe(200);
    }
  }

  /** The process at step `index`: back from the next step after a body that passed, else a new process walked there. */
  async function positionAt(index: number) {
    const target = STEPS[index]?.id;
    const current = processId ? await currentStepId(api, processId) : "";
    if (current === target) return;
    if (current === STEPS[index + 1]?.id && (await api("POST", `/processes/${processId}/step/back`)).status === 200) return;
    processId = ((await api("POST", "/processes", { body: {} })).data as { processId: string }).processId;
    for (let i = 0; i < index; i++) await pass(i);
  }

  it.each(SHAPES)("$type: 400, or the step's own 200/422 when the body is valid; never 500", async ({ index, schema }) => {
    const examples = PROTOTYPE_NAMES.map((name): [unknown] => [everyStringIs(schema, name)]);
    await fc.assert(
      fc.asyncProperty(craftedBodies(schema), async (body) => {
        await positionAt(index);
        const calls = providerCalls;
        const answer = await submit(body);
        statuses.push(answer.status);
        const seen = `${answer.status} ${answer.code} ${answer.message} for ${JSON.stringify(body).slice(0, 300)}`;
        // A video identification passes only by the agent's verdict: `postpone: false` is a well-formed body refused with 409.
        const isRefusedCallVerdict = answer.status === 409 && answer.code === "BIOPMCSE009";
        if (!isRefusedCallVerdict) expect([200, 400, 422], seen).toContain(answer.status);
        if (answer.status === 400) expect(providerCalls, `a provider ran: ${seen}`).toBe(calls);
        else expect(schema.safeParse(body).success, `not refused: ${seen}`).toBe(true);
      }),
      { numRuns: 40, examples },
    );
  });

  it("answered no crafted body with a 500 across the run", () => {
    expect(statuses.length).toBeGreaterThanOrEqual(SHAPES.length * 40);
    expect(statuses.filter((status) => status === 500)).toHaveLength(0);
  });
});
