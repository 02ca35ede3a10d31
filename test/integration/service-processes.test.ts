import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngBase64 } from "@/lib/media/sample-images";
import { importFlow, setFlowActive } from "@/lib/provisioning/flows";
import { getFileContent } from "@/lib/service/files/get-file-content";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { getCurrentStep } from "@/lib/service/processes/get-current-step";
import { getProcessRecord } from "@/lib/service/processes/get-process-record";
import { goBack } from "@/lib/service/processes/go-back";
import { submitStep } from "@/lib/service/processes/submit-step";
import { validateNonce } from "@/lib/service/processes/validate-nonce";
import type { StepView } from "@/lib/service/views/step-view";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { AML_STEP, accountWithFlow, contextFor, errorCode, FORM_STEP, OTP_STEP } from "@/test/support/service";

// Reads one-time codes from the outbox, as a developer does where no SMS gateway exists.
process.env.OUTBOX_KEEP_SECRETS = "1";

const FORM = { name: "Ana Silva", email: "ana@example.pt" };

describe.each(DATABASE_KINDS)("process operations on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("walks a flow to the finished view with events in the spec's order", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, OTP_STEP, AML_STEP]);
    const context = contextFor(caller);
    const created = await createProcess({ db, context, reference: "ref-1", appVersion: "sdk 1.2", acceptLanguage: "en-GB,en;q=0.8" });
    expect(created.step.id).toBe("form");
    expect(created.completedSteps).toEqual({});
    expect(created.nonce).toBeUndefined();
    const processId = created.processId;

    const afterForm = (await submitStep({ db, context: contextFor(caller), processId, body: FORM })) as StepView;
    expect(afterForm.step.id).toBe("otp");
    expect(afterForm.completedSteps).toEqual({ id: "form", name: "Personal data", type: "form" });
    expect(afterForm.nonce?.id.length).toBeGreaterThanOrEqual(22);
    expect(await validateNonce({ db, caller, processId, nonceId: afterForm.nonce?.id ?? "", now: new Date() })).toBe(true);
    expect(await errorCode(validateNonce({ db, caller, processId, nonceId: "nope", now: new Date() }))).toBe("BIOPMPSE050");
    expect(
      await errorCode(validateNonce({ db, caller, processId, nonceId: afterForm.nonce?.id ?? "", now: new Date(Date.now() + 3_600_000) })),
    ).toBe("BIOPMPSE050");

    const requested = (await submitStep({
      db,
      context: contextFor(caller),
      processId,
      body: { phone: { country: "PT", number: "912345678" } },
    })) as StepView;
    expect(requested.step.id).toBe("otp");
    const [sms] = await listOutbox(db, { processId });
    expect(sms?.recipient).toBe("+351912345678");
    const code = /(\d{6})/.exec(sms?.body ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);

    const afterOtp = (await submitStep({ db, context: contextFor(caller), processId, body: { otpCode: code } })) as StepView;
    expect(afterOtp.step.id).toBe("aml");
    expect(await submitStep({ db, context: contextFor(caller), processId, body: { searchTerm: "Ana Silva" } })).toEqual({ finished: true });
    expect(await getCurrentStep({ db, caller, processId })).toEqual({ finished: true });
    expect(await errorCode(submitStep({ db, context: contextFor(caller), processId, body: FORM }))).toBe("BIOPMSCE002");
    expect(await errorCode(goBack({ db, context: contextFor(caller), processId }))).toBe("BIOPMSCE002");
    expect(await errorCode(createProcess({ db, context: contextFor(caller), reference: "ref-1" }))).toBe("BIOPMSCE002");

    const record = await getProcessRecord({ db, caller, processId });
    expect(record).toMatchObject({
      status: "finished",
      negativeFinish: false,
      lang: "en-GB",
      appVersion: "sdk 1.2",
      appId: caller.appId,
      credentialId: caller.credentialId,
    });
    expect(record.events.map((e) => e.type)).toEqual([
      "process-created",
      "payload-submitted",
      "process-updated",
      "payload-submitted",
      "payload-submitted",
      "process-updated",
      "payload-submitted",
      "process-updated",
      "status-updated",
    ]);
    expect(record.events.at(-1)?.status).toBe("finished");
    const otpRecords = record.data.filter((r) => r.action === "otp");
    expect(otpRecords.at(-1)).toMatchObject({
      status: true,
      payload: { phone: { country: "PT", number: "912345678" }, otpCode: "******" },
    });
    expect(otpRecords.at(-1)?.config).toMatchObject({
      otpCode: "******",
      otpConfirmed: true,
      numberAttemptsSend: 1,
      numberAttemptsCode: 0,
    });
    expect(JSON.stringify(record)).not.toContain(code);
    expect(record.evidence.fileUrl).toMatch(/\/api\/files\/processes\//);
    expect(record.data.find((r) => r.action === "aml")?.provider).toEqual({ status: true, result: { method: "none" } });
  });

  it("rejects a malformed body with 400 and records nothing", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, AML_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    for (const body of [
      { name: "A" },
      { ...FORM, phone: { country: "PT", number: "1" } },
      { ...FORM, extra: 1 },
      "text",
      null,
      [1],
      { ...FORM, birthday: "2999-01-01" },
    ]) {
      expect(await errorCode(submitStep({ db, context: contextFor(caller), processId, body }))).toBe("BIOPMSSE400");
    }
    const record = await getProcessRecord({ db, caller, processId });
    expect(record.data).toEqual([]);
    expect(record.events.map((e) => e.type)).toEqual(["process-created"]);
  });

  it("goes back along the history, refusing without a previous step or when prevented", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, AML_STEP, OTP_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    expect(await errorCode(goBack({ db, context: contextFor(caller), processId }))).toBe("BIOPMSSE016");
    await submitStep({ db, context: contextFor(caller), processId, body: FORM });
    const back = await goBack({ db, context: contextFor(caller), processId });
    expect(back.step.id).toBe("form");
    expect(back.nonce).toBeDefined();
    await submitStep({ db, context: contextFor(caller), processId, body: FORM });
    await submitStep({ db, context: contextFor(caller), processId, body: { searchTerm: "x" } });
    expect(await errorCode(goBack({ db, context: contextFor(caller), processId }))).toBe("BIOPMSCE017");
    const record = await getProcessRecord({ db, caller, processId });
    expect(record.data.filter((r) => r.stepId === "form")).toHaveLength(2);
  });

  it("records failed checks with retries and finishes negatively past maxRetries", async () => {
    const { db } = database;
    const schedule = {
      id: "when",
      name: "Schedule",
      settings: { maxRetries: 1, preventPrevious: false, deviceType: "any" },
      action: { type: "videoconference-schedule" },
    };
    const { caller } = await accountWithFlow(db, [schedule, AML_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const body = { postpone: false, date: "2001-01-01T10:00:00Z", phone: { country: "PT", number: "912345678" }, email: "a@b.pt" };
    expect(await errorCode(submitStep({ db, context: contextFor(caller), processId, body }))).toBe("BIOPMSSE422");
    expect(await submitStep({ db, context: contextFor(caller), processId, body })).toEqual({ finished: true });
    const record = await getProcessRecord({ db, caller, processId });
    expect(record).toMatchObject({ status: "finished", negativeFinish: true });
    expect(record.data.map((r) => [r.status, r.info.retry, (r.error as { code?: string }).code])).toEqual([
      [false, 0, "BIOPMSSE422"],
      [false, 1, "BIOPMSSE422"],
    ]);
    expect(record.events.map((e) => e.type)).toEqual(["process-created", "payload-submitted", "payload-submitted", "status-updated"]);
  });

  it("stores images as files reachable only through their own process", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [{ id: "selfie", name: "Selfie", action: { type: "face-liveness-2d" } }, AML_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const other = await createProcess({ db, context: contextFor(caller) });
    expect(await errorCode(submitStep({ db, context: contextFor(caller), processId, body: { photo: pngBase64(100, 100) } }))).toBe(
      "BIOPMSSE422",
    );
    expect(
      await errorCode(
        submitStep({ db, context: contextFor(caller), processId, body: { photo: Buffer.from("not an image").toString("base64") } }),
      ),
    ).toBe("BIOPMSSE400");
    const photo = pngBase64(640, 480);
    await submitStep({ db, context: contextFor(caller), processId, body: { photo } });
    const record = await getProcessRecord({ db, caller, processId });
    const url = String(record.data.at(-1)?.payload.photo);
    const fileId = url.split("/").at(-1) ?? "";
    expect(url).toMatch(/\/api\/files\/processes\//);
    expect((await getFileContent({ db, caller, bucket: "processes", fileId, processId })).toString("base64")).toBe(photo);
    expect(await errorCode(getFileContent({ db, caller, bucket: "processes", fileId, processId: other.processId }))).toBe("BIOFLFSE004");
    expect(await errorCode(getFileContent({ db, caller, bucket: "processes", fileId }))).toBe("BIOFLFSE004");
    expect(await errorCode(getFileContent({ db, caller, bucket: "secrets", fileId, processId }))).toBe("BIOFLFSE004");
  });

  it("applies exactly one of many concurrent submissions", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, AML_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => errorCode(submitStep({ db, context: contextFor(caller), processId, body: FORM }))),
    );
    expect(results.filter((r) => r === "resolved")).toHaveLength(1);
    expect(results.filter((r) => r === "BIOPMSSE409")).toHaveLength(9);
    const record = await getProcessRecord({ db, caller, processId });
    expect(record.data).toHaveLength(1);
    expect(record.events.filter((e) => e.type === "payload-submitted")).toHaveLength(1);
  });

  it("keeps accounts apart and answers 409 once a process's flow is no longer active", async () => {
    const { db } = database;
    const a = await accountWithFlow(db, [FORM_STEP, AML_STEP], "A");
    const b = await accountWithFlow(db, [FORM_STEP, AML_STEP], "B");
    const { processId } = await createProcess({ db, context: contextFor(a.caller) });
    expect(await errorCode(getProcessRecord({ db, caller: b.caller, processId }))).toBe("BIOPMSSE006");
    expect(await errorCode(getCurrentStep({ db, caller: b.caller, processId }))).toBe("BIOPMSSE006");
    expect(await errorCode(submitStep({ db, context: contextFor(b.caller), processId, body: FORM }))).toBe("BIOPMSSE006");

    const second = await importFlow(db, { accountId: a.accountId, definition: { name: "Second", steps: [AML_STEP] }, activate: true });
    const flows = await db.flow.findMany({ where: { accountId: a.accountId }, select: { id: true, active: true } });
    expect(flows.filter((f) => f.active).map((f) => f.id)).toEqual([second.id]);
    expect(await errorCode(getCurrentStep({ db, caller: a.caller, processId }))).toBe("BIOACASE006");
    await setFlowActive(db, second.id, false);
    expect(await errorCode(createProcess({ db, context: contextFor(a.caller) }))).toBe("BIOACASE006");
  });
});
