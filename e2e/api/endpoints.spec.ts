import { expect, test } from "@playwright/test";
import {
  AML_STEP,
  createAccount,
  expectFailure,
  expectSuccess,
  FORM,
  FORM_STEP,
  idv,
  startProcess,
  type TestAccount,
  VIDEO_STEP,
} from "./support";

const PREVENT_STEP = {
  id: "locked",
  name: "Locked",
  settings: { maxRetries: 3, preventPrevious: true, deviceType: "any" },
  action: { type: "aml" },
};

function expectStepView(data: Record<string, unknown>, { withNonce }: { withNonce: boolean }) {
  expect(typeof data.processId).toBe("string");
  expect(typeof data.flowId).toBe("string");
  const step = data.step as Record<string, Record<string, unknown>>;
  expect(typeof step.id).toBe("string");
  expect(typeof step.name).toBe("string");
  expect(typeof step.next).toBe("string");
  expect(typeof step.settings?.maxRetries).toBe("number");
  expect(typeof step.settings?.preventPrevious).toBe("boolean");
  expect(typeof step.settings?.deviceType).toBe("string");
  expect(typeof step.action?.type).toBe("string");
  expect(Array.isArray(step.action?.fields)).toBe(true);
  expect(typeof step.action?.settings).toBe("object");
  const provider = (step.action?.provider ?? {}) as Record<string, unknown>;
  expect(typeof provider.providerId).toBe("string");
  expect(typeof provider.provider).toBe("string");
  expect(Array.isArray(step.tasks)).toBe(true);
  expect(data.path).toEqual({ id: "default", name: "Default" });
  expect(typeof data.completedSteps).toBe("object");
  if (withNonce) {
    const nonce = data.nonce as { id: string; expiresAt: string };
    expect(typeof nonce.id).toBe("string");
    expect(Number.isNaN(Date.parse(nonce.expiresAt))).toBe(false);
  } else expect(data.nonce).toBeUndefined();
}

test.describe("every endpoint's success shape", () => {
  // Each test makes accounts with the operator CLI (a process start each): give a loaded machine time.
  test.describe.configure({ timeout: 180_000 });

  let account: TestAccount;
  test.beforeAll(() => {
    account = createAccount({ name: "Shapes", steps: [FORM_STEP, VIDEO_STEP, AML_STEP] });
  });

  test("process lifecycle endpoints 1-6 and 12-13", { tag: "@storage" }, async ({ request }) => {
    const headers = { ...account.headers, "svc-app-version": "sdk-web 2.1.0", "accept-language": "en-GB;q=0.9, fr" };
    const created = await expectSuccess(
      await request.post("/api/processes", { headers, data: { reference: "customer-42" } }),
      201,
      "BIOPMPCS004",
    );
    expectStepView(created.data, { withNonce: false });
    expect(created.data.completedSteps).toEqual({});
    const id = String(created.data.processId);

    expectStepView((await expectSuccess(await request.get(`/api/processes/${id}/step`, { headers }), 200, "BIOPMSCS001")).data, {
      withNonce: false,
    });

    const submitted = await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers, data: FORM }), 200, "BIOPMSCS002");
    expectStepView(submitted.data, { withNonce: true });
    expect(submitted.data.completedSteps).toEqual({ id: "form", name: "Personal data", type: "form" });
    const nonce = (submitted.data.nonce as { id: string }).id;

    const valid = await expectSuccess(await request.get(`/api/processes/${id}/nonce/${nonce}`, { headers }), 200, "BIOPMPCS021");
    expect(valid.data).toBe(true);

    expect((await expectSuccess(await request.get(`/api/videoconference/${id}/canjoin`, { headers }), 200, "BIOPMSVS001")).data).toEqual({
      success: true,
    });
    expect((await expectSuccess(await request.post(`/api/videoconference/${id}/join`, { headers }), 200, "BIOPMSVS003")).data).toEqual({
      success: true,
    });

    const back = await expectSuccess(await request.post(`/api/processes/${id}/step/back`, { headers }), 200, "BIOPMSCS006");
    expectStepView(back.data, { withNonce: true });
    expect((back.data.step as { id: string }).id).toBe("form");
    await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers, data: FORM }), 200, "BIOPMSCS002");
    const refused = await request.post(`/api/processes/${id}/step`, { headers, data: { postpone: false } });
    expect([refused.status(), (await refused.json()).meta.code]).toEqual([409, "BIOPMCSE009"]);
    await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers, data: { postpone: true } }), 200, "BIOPMSCS002");
    const finished = await expectSuccess(
      await request.post(`/api/processes/${id}/step`, { headers, data: { searchTerm: "Ana Silva" } }),
      200,
      "BIOPMSCS004",
    );
    expect(finished.data).toEqual({ finished: true });
    expect((await expectSuccess(await request.get(`/api/processes/${id}/step`, { headers }), 200, "BIOPMSCS004")).data).toEqual({
      finished: true,
    });

    const record = (
      await expectSuccess(
        await request.get(`/api/processes/${id}`, { headers: { "svc-credential": account.credential } }),
        200,
        "BIOPMPCS003",
      )
    ).data;
    expect(record).toMatchObject({
      id,
      status: "finished",
      negativeFinish: false,
      appVersion: "sdk-web 2.1.0",
      lang: "en-GB",
      appId: account.appId,
      credentialId: account.credentialId,
    });
    expect(typeof record.version).toBe("string");
    const flow = record.flow as Record<string, unknown>;
    expect(flow).toMatchObject({ id: account.flowId, name: "Shapes" });
    expect(Array.isArray(flow.steps) && Array.isArray(flow.settings)).toBe(true);
    const evidence = record.evidence as { fileUrl: string; createdAt: string };
    expect(evidence.fileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/files\/processes\/[\w-]+$/);
    expect(Number.isNaN(Date.parse(evidence.createdAt))).toBe(false);
    for (const key of ["createdAt", "updatedAt"]) expect(Number.isNaN(Date.parse(String(record[key])))).toBe(false);
    const data = record.data as Record<string, unknown>[];
    expect(data).toHaveLength(4);
    for (const r of data) {
      expect(r).toMatchObject({ type: "step", triggerId: null, deviceType: "desktop" });
      for (const key of ["payload", "info", "config", "provider", "error"]) expect(typeof r[key]).toBe("object");
      expect(typeof r.status).toBe("boolean");
      expect(typeof r.stepId).toBe("string");
      expect(typeof r.action).toBe("string");
    }
    const events = record.events as Record<string, unknown>[];
    expect(events.map((e) => e.type)).toEqual([
      "process-created",
      "payload-submitted",
      "process-updated",
      "videoconference-joined",
      "process-updated",
      "payload-submitted",
      "process-updated",
      "payload-submitted",
      "process-updated",
      "payload-submitted",
      "process-updated",
      "status-updated",
    ]);
    for (const e of events)
      for (const key of ["createdAt", "deviceType", "operatingSystem", "browser"]) expect(typeof e[key]).toBe("string");
    expect(events.at(-1)?.status).toBe("finished");
    expect(events[1]).toMatchObject({ stepId: "form", stepName: "Personal data" });
  });

  test("bootstrap, flow, session tokens, e-mail and files (7-11, 14)", { tag: "@storage" }, async ({ request }) => {
    const { headers } = account;
    const init = (await expectSuccess(await request.get("/api/accounts/init", { headers }), 200, "BIOACACS008")).data as Record<
      string,
      Record<string, unknown>
    >;
    expect(init.account).toMatchObject({ id: account.accountId, language: "pt-PT", languages: ["pt-PT", "en-GB"] });
    expect(typeof init.account?.name).toBe("string");
    expect(typeof init.account?.publicKey).toBe("string");
    const customization = init.account?.customization as Record<string, Record<string, string>>;
    expect(customization.colors?.primary).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(customization.colors?.secondary).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(typeof customization.typography?.font).toBe("string");
    expect(typeof customization.images?.logo).toBe("string");
    expect(typeof customization.images?.logoWhite).toBe("string");
    expect(typeof init.qualified?.publicKey).toBe("string");
    expect(init.system?.fileMaxSize).toBe(1024 * 1024);
    expect(typeof init.system?.rtmUrl).toBe("string");
    expect(Array.isArray(init.providers)).toBe(true);

    const flow = (await expectSuccess(await request.get("/api/flows/me", { headers }), 200, "BIOFMFCS008")).data as {
      id: string;
      name: string;
      steps: { id: string; next: string }[];
    };
    expect(flow.id).toBe(account.flowId);
    expect(flow.steps.map((s) => [s.id, s.next])).toEqual([
      ["form", "call"],
      ["call", "aml"],
      ["aml", ""],
    ]);

    const id = await startProcess(request, account);
    const face01 = (
      await expectSuccess(
        await request.get("/api/providers/custom/face01/session-token", { headers: { ...headers, "svc-process": id } }),
        200,
        "BIOZMCTS007",
      )
    ).data;
    expect(typeof face01.sessionToken).toBe("string");
    const face06 = (await expectSuccess(await request.get("/api/providers/custom/face06/session-token", { headers }), 200, "BIOIPCTS001"))
      .data;
    expect(Object.keys(face06).sort()).toEqual(["baseUrl", "token", "userId"]);
    for (const value of Object.values(face06)) expect(typeof value).toBe("string");

    const mail = await expectSuccess(
      await request.post("/api/providers/custom/email01/send-email", {
        headers,
        data: { template: "link", processId: id, email: "ana@example.pt", name: "Ana" },
      }),
      200,
      "BIOEMCTS001",
    );
    expect(mail.data).toEqual({ success: true });
    const sent = idv<{ channel: string; recipient: string; body: string }[]>("outbox:list", "--process", id);
    expect(sent.at(-1)).toMatchObject({ channel: "email", recipient: "ana@example.pt" });
    expect(sent.at(-1)?.body).toMatch(new RegExp(`/verify/${id}\\?token=[\\w-]+\\.[\\w-]+`));

    const { fileId } = idv<{ fileId: string }>("file:upload", "--account", account.accountId, "--bucket", "attachments", "package.json");
    const file = await request.get(`/api/files/attachments/${fileId}`, { headers: { "svc-credential": account.credential } });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(Buffer.from(await file.text(), "base64").toString()).toContain('"name": "idv-back-office"');
  });

  test("GET /api/openapi.json is an OpenAPI 3.1 document of the 14 endpoints", async ({ request }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0)).toBe(14);
  });
});

test.describe("every error of the spec's table and the decisions document", () => {
  // Each test makes accounts with the operator CLI (a process start each): give a loaded machine time.
  test.describe.configure({ timeout: 180_000 });

  test("authentication: 401, 404 app, 409 inactive account, revoked credential", async ({ request }) => {
    const account = createAccount({ name: "Auth", steps: [FORM_STEP, AML_STEP] });
    await expectFailure(await request.get("/api/accounts/init"), 401, "BIOAMAGE001");
    await expectFailure(await request.get("/api/accounts/init", { headers: { "svc-credential": account.credential } }), 401, "BIOAMAGE001");
    await expectFailure(
      await request.get("/api/accounts/init", { headers: { ...account.headers, "svc-credential": "sk_unknown" } }),
      401,
      "BIOAMAGE001",
    );
    for (const path of [
      "/api/accounts/init",
      "/api/flows/me",
      "/api/providers/custom/face01/session-token",
      "/api/providers/custom/face06/session-token",
    ]) {
      await expectFailure(await request.get(path, { headers: { ...account.headers, "svc-app": "not-an-app" } }), 404, "BIOAPPSE005");
    }
    await expectFailure(
      await request.post("/api/providers/custom/email01/send-email", {
        headers: { ...account.headers, "svc-app": "nope" },
        data: { template: "link" },
      }),
      404,
      "BIOAPPSE005",
    );
    const id = await startProcess(request, account);
    idv("account:deactivate", account.accountId);
    await expectFailure(await request.get("/api/accounts/init", { headers: account.headers }), 409, "BIOAMAGE012");
    idv("account:activate", account.accountId);
    await expectSuccess(await request.get(`/api/processes/${id}/step`, { headers: account.headers }), 200, "BIOPMSCS001");
    const extra = idv<{ credentialId: string; credential: string }>("credential:create", "--account", account.accountId);
    await expectSuccess(
      await request.get("/api/flows/me", { headers: { ...account.headers, "svc-credential": extra.credential } }),
      200,
      "BIOFMFCS008",
    );
    idv("credential:revoke", extra.credentialId);
    await expectFailure(
      await request.get("/api/flows/me", { headers: { ...account.headers, "svc-credential": extra.credential } }),
      401,
      "BIOAMAGE001",
    );
  });

  test("flows: 404 without any flow, 409 when none is active or the process's flow is inactive", async ({ request }) => {
    const bare = idv<{ accountId: string; appId: string; credential: string }>("account:create", "--name", "No flows");
    const headers = { "svc-app": bare.appId, "svc-credential": bare.credential, "content-type": "application/json" };
    await expectFailure(await request.get("/api/flows/me", { headers }), 404, "BIOFMFSE001");
    await expectFailure(await request.post("/api/processes", { headers, data: {} }), 404, "BIOFMFSE001");

    const account = createAccount({ name: "Inactive", steps: [FORM_STEP, VIDEO_STEP, AML_STEP] });
    const id = await startProcess(request, account);
    const submitted = await expectSuccess(
      await request.post(`/api/processes/${id}/step`, { headers: account.headers, data: FORM }),
      200,
      "BIOPMSCS002",
    );
    const nonce = (submitted.data.nonce as { id: string }).id;
    const { fileId } = idv<{ fileId: string }>("file:upload", "--account", account.accountId, "--bucket", "attachments", "package.json");
    idv("flow:deactivate", account.flowId);
    const h = account.headers;
    const withProcess = { ...h, "svc-process": id };
    const calls = [
      request.post("/api/processes", { headers: h, data: {} }),
      request.get("/api/flows/me", { headers: h }),
      request.get(`/api/processes/${id}`, { headers: h }),
      request.get(`/api/processes/${id}/step`, { headers: h }),
      request.post(`/api/processes/${id}/step`, { headers: h, data: { postpone: true } }),
      request.post(`/api/processes/${id}/step/back`, { headers: h }),
      request.get(`/api/processes/${id}/nonce/${nonce}`, { headers: h }),
      request.get("/api/providers/custom/face01/session-token", { headers: withProcess }),
      request.get("/api/providers/custom/face06/session-token", { headers: withProcess }),
      request.post("/api/providers/custom/email01/send-email", {
        headers: h,
        data: { template: "link", processId: id, email: "a@b.pt", name: "A" },
      }),
      request.get(`/api/videoconference/${id}/canjoin`, { headers: h }),
      request.post(`/api/videoconference/${id}/join`, { headers: h }),
      request.get(`/api/files/processes/${fileId}`, { headers: withProcess }),
    ];
    for (const call of calls) await expectFailure(await call, 409, "BIOACASE006");
  });

  test("finished processes: 403 BIOPMSCE002 on step, back, nonce, tokens, e-mail, files and reused references", {
    tag: "@storage",
  }, async ({ request }) => {
    const account = createAccount({ name: "Finished", steps: [FORM_STEP, AML_STEP] });
    const h = account.headers;
    const id = await startProcess(request, account, { reference: "once" });
    const nonce = (
      (await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers: h, data: FORM }), 200, "BIOPMSCS002")).data.nonce as {
        id: string;
      }
    ).id;
    await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers: h, data: { searchTerm: "x" } }), 200, "BIOPMSCS004");
    const record = (await expectSuccess(await request.get(`/api/processes/${id}`, { headers: h }), 200, "BIOPMPCS003")).data as {
      data: { payload: Record<string, string> }[];
      evidence: { fileUrl: string };
    };
    const evidenceId = record.evidence.fileUrl.split("/").at(-1);
    const withProcess = { ...h, "svc-process": id };
    const calls = [
      request.post("/api/processes", { headers: h, data: { reference: "once" } }),
      request.post(`/api/processes/${id}/step`, { headers: h, data: FORM }),
      request.post(`/api/processes/${id}/step/back`, { headers: h }),
      request.get(`/api/processes/${id}/nonce/${nonce}`, { headers: h }),
      request.get("/api/providers/custom/face01/session-token", { headers: withProcess }),
      request.get("/api/providers/custom/face06/session-token", { headers: withProcess }),
      request.post("/api/providers/custom/email01/send-email", {
        headers: h,
        data: { template: "link", processId: id, email: "a@b.pt", name: "A" },
      }),
      request.get(`/api/files/processes/${evidenceId}`, { headers: withProcess }),
    ];
    for (const call of calls) await expectFailure(await call, 403, "BIOPMSCE002");
    await expectSuccess(await request.post("/api/processes", { headers: h, data: { reference: "another" } }), 201, "BIOPMPCS004");
  });

  test("steps and nonces: 404 unknown process, 404 no previous step, 403 prevented, 401 bad nonce", async ({ request }) => {
    const account = createAccount({ name: "Steps", steps: [FORM_STEP, PREVENT_STEP, AML_STEP] });
    const h = account.headers;
    for (const call of [
      request.get("/api/processes/unknown", { headers: h }),
      request.get("/api/processes/unknown/step", { headers: h }),
      request.post("/api/processes/unknown/step", { headers: h, data: FORM }),
      request.post("/api/processes/unknown/step/back", { headers: h }),
      request.get("/api/processes/unknown/nonce/abc", { headers: h }),
      request.get("/api/videoconference/unknown/canjoin", { headers: h }),
      request.post("/api/videoconference/unknown/join", { headers: h }),
    ]) {
      await expectFailure(await call, 404, "BIOPMSSE006");
    }
    const id = await startProcess(request, account);
    await expectFailure(await request.post(`/api/processes/${id}/step/back`, { headers: h }), 404, "BIOPMSSE016");
    await expectFailure(await request.get(`/api/processes/${id}/nonce/not-a-nonce`, { headers: h }), 401, "BIOPMPSE050");
    await expectFailure(await request.get(`/api/videoconference/${id}/canjoin`, { headers: h }), 403, "BIOPMCSE008");
    await expectFailure(await request.post(`/api/videoconference/${id}/join`, { headers: h }), 403, "BIOPMCSE008");
    await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers: h, data: FORM }), 200, "BIOPMSCS002");
    await expectFailure(await request.post(`/api/processes/${id}/step/back`, { headers: h }), 403, "BIOPMSCE017");
    const other = await startProcess(request, account);
    const nonce = (
      (await expectSuccess(await request.post(`/api/processes/${other}/step`, { headers: h, data: FORM }), 200, "BIOPMSCS002")).data
        .nonce as { id: string }
    ).id;
    await expectFailure(await request.get(`/api/processes/${id}/nonce/${nonce}`, { headers: h }), 401, "BIOPMPSE050");
  });

  test("bodies: 400 naming fields, 415, 413 by length and by stream, 422 recorded, e-mail template", { tag: "@storage" }, async ({
    request,
    baseURL,
  }) => {
    const account = createAccount({
      name: "Bodies",
      steps: [
        FORM_STEP,
        {
          id: "selfie",
          name: "Selfie",
          settings: { maxRetries: 5, preventPrevious: false, deviceType: "any" },
          action: { type: "face-liveness-2d" },
        },
        AML_STEP,
      ],
    });
    const h = account.headers;
    const id = await startProcess(request, account);
    const missing = await expectFailure(
      await request.post(`/api/processes/${id}/step`, { headers: h, data: { email: "ana@example.pt" } }),
      400,
      "BIOPMSSE400",
    );
    expect(missing.meta.message).toContain("name");
    const extra = await expectFailure(
      await request.post(`/api/processes/${id}/step`, { headers: h, data: { ...FORM, country: "PT" } }),
      400,
      "BIOPMSSE400",
    );
    expect(extra.meta.message).toContain("country");
    await expectFailure(await request.post(`/api/processes/${id}/step`, { headers: h, data: "{not json" }), 400, "BIOPMSSE400");
    await expectFailure(
      await request.post(`/api/processes/${id}/step`, { headers: { ...h, "content-type": "text/plain" }, data: JSON.stringify(FORM) }),
      415,
      "BIOPMSSE415",
    );
    await expectFailure(
      await request.post(`/api/processes/${id}/step`, { headers: h, data: JSON.stringify({ name: "x".repeat(3 * 1024 * 1024) }) }),
      413,
      "BIOPMSSE413",
    );
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 4 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${baseURL}/api/processes/${id}/step`, {
      method: "POST",
      headers: h,
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { meta: { code: string } }).meta.code).toBe("BIOPMSSE413");
    await expectFailure(
      await request.post("/api/providers/custom/email01/send-email", {
        headers: h,
        data: { template: "welcome", processId: id, email: "a@b.pt", name: "A" },
      }),
      400,
      "BIOPMSSE400",
    );
    await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers: h, data: FORM }), 200, "BIOPMSCS002");
    const { testPng } = await import("../../lib/media/sample-images");
    const small = await expectFailure(
      await request.post(`/api/processes/${id}/step`, { headers: h, data: { photo: testPng(64, 64).toString("base64") } }),
      422,
      "BIOPMSSE422",
    );
    expect(small.meta.message).toMatch(/resolution/);
    await expectFailure(
      await request.post(`/api/processes/${id}/step`, { headers: h, data: { photo: "bm90IGFuIGltYWdl" } }),
      400,
      "BIOPMSSE400",
    );
    const record = (await expectSuccess(await request.get(`/api/processes/${id}`, { headers: h }), 200, "BIOPMPCS003")).data as {
      data: { status: boolean; info: { retry: number } }[];
    };
    expect(record.data.map((r) => r.status)).toEqual([true, false]);
  });

  test("files: 404 for unknown buckets, ids and processes", async ({ request }) => {
    const account = createAccount({ name: "Files", steps: [FORM_STEP, AML_STEP] });
    const id = await startProcess(request, account);
    const h = { "svc-credential": account.credential };
    await expectFailure(await request.get("/api/files/secret/abc", { headers: h }), 404, "BIOFLFSE004");
    await expectFailure(await request.get("/api/files/attachments/abc", { headers: h }), 404, "BIOFLFSE004");
    await expectFailure(await request.get("/api/files/processes/abc", { headers: h }), 404, "BIOFLFSE004");
    await expectFailure(await request.get("/api/files/videos/abc", { headers: { ...h, "svc-process": id } }), 404, "BIOFLFSE004");
  });

  test("rate limit per credential: 429 with Retry-After", async ({ request }) => {
    const account = createAccount({ name: "Rate", steps: [FORM_STEP] });
    let limited: Awaited<ReturnType<typeof request.get>> | undefined;
    for (let batch = 0; batch < 40 && !limited; batch++) {
      const responses = await Promise.all(Array.from({ length: 40 }, () => request.get("/api/flows/me", { headers: account.headers })));
      limited = responses.find((r) => r.status() === 429);
    }
    expect(limited).toBeDefined();
    if (!limited) return;
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    await expectFailure(limited, 429, "BIOPMSSE429");
  });
});
