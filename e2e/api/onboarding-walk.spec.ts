import { expect, test } from "@playwright/test";

// Accounts come from the operator CLI: give a loaded machine time.
test.describe.configure({ timeout: 180_000 });

import { DEMO_APPLICANT, demoIdCard, demoMediaBase64 } from "../support/demo-media";
import { expectFailure, expectSuccess, outboxCode, readSeed } from "./support";

type StepRecord = {
  action: string;
  status: boolean;
  payload: Record<string, unknown>;
  config: Record<string, unknown>;
  provider: { status: boolean; result: Record<string, unknown> };
  deviceType: string;
};

test("the seeded Portuguese onboarding walks to the finished view with the record the spec describes", { tag: "@storage" }, async ({
  request,
}) => {
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
  const readRecord = async () =>
    (await expectSuccess(await request.get(`/api/processes/${id}`, { headers: { "svc-credential": seed.credential } }), 200, "BIOPMPCS003"))
      .data as {
      status: string;
      negativeFinish: boolean;
      data: StepRecord[];
      events: { type: string; stepId?: string; deviceType: string; operatingSystem: string; browser: string }[];
    };
  const stepOf = (body: { data: Record<string, unknown> }) => (body.data.step as { id: string }).id;

  expect(
    stepOf(await expectSuccess(await submit({ ...DEMO_APPLICANT, zipcode: { country: "PT", number: "1000-001" } }), 200, "BIOPMSCS002")),
  ).toBe("id-document");
  expect(stepOf(await expectSuccess(await submit(demoIdCard()), 200, "BIOPMSCS002"))).toBe("liveness");
  expect(
    stepOf(
      await expectSuccess(
        await submit({ reference: "ref-1", template: "browser-photo", photo: demoMediaBase64("selfie.jpg") }),
        200,
        "BIOPMSCS002",
      ),
    ),
  ).toBe("face-match");
  // The comparison names the live photo and the document's portrait by the URLs the earlier checks stored.
  const sofar = await readRecord();
  const livePhoto = String(sofar.data[2]?.payload.photo);
  const portrait = String((sofar.data[1]?.provider.result.images as { photo?: string } | undefined)?.photo);
  expect(portrait).toMatch(/\/api\/files\/processes\//);
  const stranger = await expectFailure(
    await submit({ template1: livePhoto, template2: "https://elsewhere.example/photo.jpg" }),
    422,
    "BIOPMSSE422",
  );
  expect(stranger.meta.message).toContain("template2: no photo or face template of this process has that URL");
  expect(stepOf(await expectSuccess(await submit({ template1: livePhoto, template2: portrait }), 200, "BIOPMSCS002"))).toBe(
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

  const record = await readRecord();
  expect(record).toMatchObject({ status: "finished", negativeFinish: false });
  expect(record.data.map((r) => [r.action, r.status])).toEqual([
    ["form", true],
    ["document-ocr", true],
    ["face-liveness-3d", true],
    ["face-compare-2d2d", false],
    ["face-compare-2d2d", true],
    ["otp", false],
    ["otp", false],
    ["otp", true],
  ]);
  const ocr = record.data[1];
  expect(ocr?.payload).toMatchObject({ doctype: "idcard", livePhoto: false });
  expect(String(ocr?.payload.front)).toMatch(/\/api\/files\/processes\//);
  expect(ocr?.provider.status).toBe(true);
  expect(ocr?.provider.result).toMatchObject({
    method: "local-ocr",
    fields: { doc_number: "C12345678", birth_date: DEMO_APPLICANT.birthday, nationality: "PRT" },
    validations: { mrz: "GOOD", docType: "GOOD", match_name: "GOOD", match_birth_date: "GOOD", match_nationality: "GOOD", imageQA: "GOOD" },
    failedChecks: [],
  });
  const compare = record.data[4]?.provider.result as { score: number; threshold: number; method: string };
  expect(compare).toMatchObject({ method: "local-embedding", threshold: 0.8 });
  expect(compare.score).toBeGreaterThanOrEqual(compare.threshold);
  expect(record.data.at(-1)?.config).toMatchObject({ otpCode: "******", otpConfirmed: true, numberAttemptsCode: 1, numberAttemptsSend: 1 });
  expect(JSON.stringify(record)).not.toContain(code);
  expect(record.events.map((e) => e.type)).toEqual([
    "process-created",
    ...Array.from({ length: 3 }, () => ["payload-submitted", "process-updated"]).flat(),
    "payload-submitted",
    "payload-submitted",
    "process-updated",
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

test("an image stored by a step is downloadable as Base64 through its process", { tag: "@storage" }, async ({ request }) => {
  const seed = readSeed();
  const headers = { "svc-app": seed.appId, "svc-credential": seed.credential, "content-type": "application/json" };
  const id = String((await expectSuccess(await request.post("/api/processes", { headers, data: {} }), 201, "BIOPMPCS004")).data.processId);
  await expectSuccess(
    await request.post(`/api/processes/${id}/step`, {
      headers,
      data: DEMO_APPLICANT,
    }),
    200,
    "BIOPMSCS002",
  );
  const document = demoIdCard();
  await expectSuccess(await request.post(`/api/processes/${id}/step`, { headers, data: document }), 200, "BIOPMSCS002");
  const record = (await expectSuccess(await request.get(`/api/processes/${id}`, { headers }), 200, "BIOPMPCS003")).data as {
    data: { payload: Record<string, string> }[];
  };
  const url = record.data[1]?.payload.front ?? "";
  const file = await request.get(new URL(url).pathname, { headers: { "svc-credential": seed.credential, "svc-process": id } });
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await file.text()).toBe(document.front);
});
