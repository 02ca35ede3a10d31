import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPng } from "@/lib/media/sample-images";
import { uploadAccountFile } from "@/lib/provisioning/files";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { getProcessRecord } from "@/lib/service/processes/get-process-record";
import { submitStep } from "@/lib/service/processes/submit-step";
import { joinVideoconference } from "@/lib/service/processes/videoconference";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, contextFor, errorCode } from "@/test/support/service";

// Reads one-time codes from the outbox, as a developer does where no SMS gateway exists.
process.env.OUTBOX_KEEP_SECRETS = "1";

const bundled = (name: string) => JSON.parse(fs.readFileSync(`flows/${name}.json`, "utf8")) as { steps: unknown[] };
const photo = testPng(640, 640).toString("base64");
const phone = { country: "PT", number: "912345678" };

describe.each(DATABASE_KINDS)("bundled flows on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("walks biometrics-and-screening (every face type, video liveness, AML, digital key)", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, bundled("biometrics-and-screening").steps);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const submit = (body: unknown) => submitStep({ db, context: contextFor(caller), processId, body });
    await submit({ photo, reference: "r" });
    await submit({ template: "t", photo });
    await submit({ photo });
    await submit({ photo });
    await submit({ template: "t", photo });
    await submit({ template1: "a", template2: "b" });
    await submit({ video: Buffer.from("\0\0\0\x18ftypisom\0\0\0\0").toString("base64") });
    await submit({ searchTerm: "Ana Silva" });
    expect(await submit({ accessToken: "bearer-secret" })).toEqual({ finished: true });
    const record = await getProcessRecord({ db, caller, processId });
    expect(record.data.map((r) => r.action)).toEqual([
      "face-enroll-2d",
      "face-enroll-3d",
      "face-liveness-2d",
      "face-verify-2d",
      "face-verify-3d",
      "face-compare-3d2d",
      "video-liveness",
      "aml",
      "digital-key",
    ]);
    expect(record.data.every((r) => r.status && (r.provider.result as { method?: string }).method === "none")).toBe(true);
    expect(String(record.data[6]?.payload.video)).toMatch(/\/api\/files\/videos\//);
    expect(JSON.stringify(record)).not.toContain("bearer-secret");
  });

  it("walks remote-signing (joint ownership, schedule, video call, both signatures)", async () => {
    const { db } = database;
    const { caller, accountId } = await accountWithFlow(db, bundled("remote-signing").steps);
    const { id: fileId } = await uploadAccountFile(db, {
      accountId,
      bucket: "attachments",
      bytes: Buffer.from("%PDF-1.4 contract"),
      contentType: "application/pdf",
    });
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const submit = (body: unknown) => submitStep({ db, context: contextFor(caller), processId, body });
    const code = async () => /\b(\d{6})\b/.exec((await listOutbox(db, { processId })).at(-1)?.body ?? "")?.[1] ?? "";

    await submit({
      users: [
        { name: "Ana", email: "ana@example.pt", phone },
        { name: "Rui", email: "rui@example.pt", phone },
      ],
    });
    await submit({ postpone: false, date: new Date(Date.now() + 86_400_000).toISOString(), phone, email: "ana@example.pt" });
    expect(await errorCode(submit({ postpone: false }))).toBe("BIOPMCSE009");
    await joinVideoconference({ db, context: contextFor(caller), processId });
    await submit({ postpone: true });

    expect(await errorCode(submit({ phoneNumber: phone, fileId: "not-a-file" }))).toBe("BIOPMSSE400");
    await submit({ phoneNumber: phone, fileId });
    expect(await errorCode(submit({ fileId: "other", otpCode: await code() }))).toBe("BIOPMSSE400");
    await submit({ fileId, otpCode: await code() });
    await submit({ phoneNumber: phone, fileId, pin: 1234 });
    expect(await submit({ fileId, otpCode: await code() })).toEqual({ finished: true });

    const record = await getProcessRecord({ db, caller, processId });
    expect(record.events.filter((e) => e.type === "videoconference-joined")).toHaveLength(1);
    const qualified = record.data.filter((r) => r.action === "document-sign-qualified");
    expect(qualified.map((r) => r.status)).toEqual([false, true]);
    expect(qualified.at(-1)?.payload).toEqual({ phoneNumber: phone, fileId, otpCode: "******" });
    expect(JSON.stringify(record)).not.toContain('"pin"');
  });
});
