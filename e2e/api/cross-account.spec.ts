import fs from "node:fs";
import { expect, test } from "@playwright/test";

// Accounts come from the operator CLI: give a loaded machine time.
test.describe.configure({ timeout: 180_000 });

import { AML_STEP, createAccount, expectFailure, expectSuccess, FORM, FORM_STEP, idv, startProcess, VIDEO_STEP } from "./support";

test("a credential of account B gets 404 for A's processes, files and nonces on every route and method", { tag: "@storage" }, async ({
  request,
}) => {
  const flow = { name: "Cross", steps: [FORM_STEP, VIDEO_STEP, AML_STEP] };
  const a = createAccount(flow);
  const b = createAccount(flow);
  const id = await startProcess(request, a);
  const submitted = await expectSuccess(
    await request.post(`/api/processes/${id}/step`, { headers: a.headers, data: FORM }),
    200,
    "BIOPMSCS002",
  );
  const nonce = (submitted.data.nonce as { id: string }).id;
  const { fileId } = idv<{ fileId: string }>("file:upload", "--account", a.accountId, "--bucket", "attachments", "package.json");
  const h = b.headers;
  const asB = [
    [request.get(`/api/processes/${id}`, { headers: h }), "BIOPMSSE006"],
    [request.get(`/api/processes/${id}/step`, { headers: h }), "BIOPMSSE006"],
    [request.post(`/api/processes/${id}/step`, { headers: h, data: { postpone: true } }), "BIOPMSSE006"],
    [request.post(`/api/processes/${id}/step/back`, { headers: h }), "BIOPMSSE006"],
    [request.get(`/api/processes/${id}/nonce/${nonce}`, { headers: h }), "BIOPMSSE006"],
    [request.get("/api/providers/custom/face01/session-token", { headers: { ...h, "svc-process": id } }), "BIOPMSSE006"],
    [request.get("/api/providers/custom/face06/session-token", { headers: { ...h, "svc-process": id } }), "BIOPMSSE006"],
    [
      request.post("/api/providers/custom/email01/send-email", {
        headers: h,
        data: { template: "link", processId: id, email: "a@b.pt", name: "A" },
      }),
      "BIOPMSSE006",
    ],
    [request.get(`/api/videoconference/${id}/canjoin`, { headers: h }), "BIOPMSSE006"],
    [request.post(`/api/videoconference/${id}/join`, { headers: h }), "BIOPMSSE006"],
    [request.get(`/api/files/attachments/${fileId}`, { headers: h }), "BIOFLFSE004"],
    [request.get(`/api/files/attachments/${fileId}`, { headers: { ...h, "svc-process": id } }), "BIOFLFSE004"],
    [request.get(`/api/files/processes/${fileId}`, { headers: { ...h, "svc-process": id } }), "BIOFLFSE004"],
  ] as const;
  for (const [call, code] of asB) await expectFailure(await call, 404, code);
  // A's app with B's credential is not B's application.
  await expectFailure(await request.get(`/api/processes/${id}/step`, { headers: { ...h, "svc-app": a.appId } }), 404, "BIOAPPSE005");
  // Nothing B did changed A's process, and A still reads its own file: the 404s above were for B alone.
  await expectSuccess(await request.get(`/api/processes/${id}/nonce/${nonce}`, { headers: a.headers }), 200, "BIOPMPCS021");
  await expectSuccess(await request.post(`/api/videoconference/${id}/join`, { headers: a.headers }), 200, "BIOPMSVS003");
  const own = await request.get(`/api/files/attachments/${fileId}`, { headers: a.headers });
  expect(own.status()).toBe(200);
  expect(Buffer.from(await own.text(), "base64")).toEqual(fs.readFileSync("package.json"));
});
