import { expect, test } from "@playwright/test";
import { testJpeg, testPng } from "../../lib/service/media/sample-images";
import { expectFailure, expectSuccess, outboxCode, readSeed } from "./support";

test("the seeded Portuguese onboarding walks to the finished view with the record the spec describes", async ({ request }) => {
  const seed = readSeed();
  const headers = {
    "svc-app": seed.appId,
    "svc-credential": seed.credential,
    "content-type": "application/json",
    "user-agent":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  };
  const created = await expectSuccess(await request.post("/api/processes", { headers, data: {} }), 201, "BIOPMPCS004");
  const id = String(created.data.processId);
  expect(created.data.flowId).toBe(seed.flows["pt-onboarding"]);
  const submit = (data: unknown) => request.post(`/api/processes/${id}/step`, { headers, data });
  const stepOf = (body: { data: Record<string, unknown> }) => (body.data.step as { id: string }).id;

  expect(
    stepOf(
      await expectSuccess(
        await submit({
          name: "Ana Sofia Silva",
          email: "ana.silva@example.pt",
          phone: { country: "PT", number: "912345678" },
          birthday: "1990-04-01",
          country: "PT",
          zipcode: { country: "PT", number: "1000-001" },
        }),
        200,
        "BIOPMSCS002",
      ),
    ),
  ).toBe("id-document");
  const front = testPng(1280, 800).toString("base64");
  const back = testJpeg(1280, 800).toString("base64");
  expect(stepOf(await expectSuccess(await submit({ doctype: "idcard", front, back }), 200, "BIOPMSCS002"))).toBe("liveness");
  expect(
    stepOf(
      await expectSuccess(
        await submit({ reference: "ref-1", template: "tpl-3d", photo: testPng(640, 640).toString("base64") }),
        200,
        "BIOPMSCS002",
      ),
    ),
  ).toBe("face-match");
  expect(stepOf(await expectSuccess(await submit({ template1: "tpl-3d", template2: "document-photo" }), 200, "BIOPMSCS002"))).toBe(
    "phone-confirmation",
  );
  await expectFailure(await submit({ otpCode: "123456" }), 400, "BIOPMSSE400");
  expect(stepOf(await expectSuccess(await submit({ phone: { country: "PT", number: "912345678" } }), 200, "BIOPMSCS002"))).toBe(
    "phone-confirmation",
  );
  const code = outboxCode(id);
  const wrong = code === "000000" ? "000001" : "000000";
  await expectFailure(await submit({ otpCode: wrong }), 422, "BIOPMSSE422");
  expect((await expectSuccess(await submit({ otpCode: code }), 200, "BIOPMSCS004")).data).toEqual({ finished: true });

  const record = (
    await expectSuccess(await request.get(`/api/processes/${id}`, { headers: { "svc-credential": seed.credential } }), 200, "BIOPMPCS003")
  ).data as {
    status: string;
    negativeFinish: boolean;
    data: {
      action: string;
      status: boolean;
      payload: Record<string, unknown>;
      config: Record<string, unknown>;
      provider: Record<string, unknown>;
      deviceType: string;
    }[];
    events: { type: string; stepId?: string; deviceType: string; operatingSystem: string; browser: string }[];
  };
  expect(record).toMatchObject({ status: "finished", negativeFinish: false });
  expect(record.data.map((r) => [r.action, r.status])).toEqual([
    ["form", true],
    ["document-ocr", true],
    ["face-liveness-3d", true],
    ["face-compare-2d2d", true],
    ["otp", false],
    ["otp", false],
    ["otp", true],
  ]);
  const ocr = record.data[1];
  expect(ocr?.payload).toMatchObject({ doctype: "idcard", livePhoto: false });
  expect(String(ocr?.payload.front)).toMatch(/\/api\/files\/processes\//);
  expect(ocr?.provider).toEqual({ status: true, result: { method: "none" } });
  expect(record.data.at(-1)?.config).toMatchObject({ otpCode: "******", otpConfirmed: true, numberAttemptsCode: 1, numberAttemptsSend: 1 });
  expect(JSON.stringify(record)).not.toContain(code);
  expect(record.events.map((e) => e.type)).toEqual([
    "process-created",
    ...Array.from({ length: 4 }, () => ["payload-submitted", "process-updated"]).flat(),
    "payload-submitted",
    "payload-submitted",
    "payload-submitted",
    "process-updated",
    "status-updated",
  ]);
  expect(record.events[0]).toMatchObject({ deviceType: "mobile", operatingSystem: "iOS 17.4", browser: "Mobile Safari 17" });
  expect(record.data[0]?.deviceType).toBe("mobile");

  const frontUrl = String(ocr?.payload.front);
  const fileId = frontUrl.split("/").at(-1);
  await expectFailure(
    await request.get(`/api/files/processes/${fileId}`, { headers: { "svc-credential": seed.credential, "svc-process": id } }),
    403,
    "BIOPMSCE002",
  );
});

test("an image stored by a step is downloadable as Base64 through its process", async ({ request }) => {
  const seed = readSeed();
  const headers = { "svc-app": seed.appId, "svc-credential": seed.credential, "content-type": "application/json" };
  const id = String((await expectSuccess(await request.post("/api/processes", { headers, data: {} }), 201, "BIOPMPCS004")).data.processId);
  await expectSuccess(
    await request.post(`/api/processes/${id}/step`, {
      headers,
      data: { name: "Ana", email: "a@b.pt", phone: { country: "PT", number: "912345678" }, birthday: "1990-01-01", country: "PT" },
    }),
    200,
    "BIOPMSCS002",
  );
  const front = testPng(1024, 700).toString("base64");
  await expectSuccess(
    await request.post(`/api/processes/${id}/step`, { headers, data: { doctype: "passport", front } }),
    200,
    "BIOPMSCS002",
  );
  const record = (await expectSuccess(await request.get(`/api/processes/${id}`, { headers }), 200, "BIOPMPCS003")).data as {
    data: { payload: Record<string, string> }[];
  };
  const url = record.data[1]?.payload.front ?? "";
  const file = await request.get(new URL(url).pathname, { headers: { "svc-credential": seed.credential, "svc-process": id } });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await file.text()).toBe(front);
});
