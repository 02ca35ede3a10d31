import type { Db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/errors";
import { testJpeg, testPng } from "@/lib/service/media/sample-images";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { DemoAccount } from "./seed-demo-account";

const MOBILE = { deviceType: "mobile", operatingSystem: "Android 14", browser: "Chrome 124" } as const;
const PERSON = {
  name: "Ana Sofia Silva",
  email: "ana.silva@example.pt",
  phone: { country: "PT", number: "912345678" },
  birthday: "1990-04-01",
  country: "PT",
};

async function submitAllowingFailure(db: Db, context: RequestContext, processId: string, body: unknown): Promise<void> {
  try {
    await submitStep({ db, context: { ...context, now: new Date() }, processId, body });
  } catch (error) {
    if (!(error instanceof ServiceError && error.code === "BIOPMSSE422")) throw error;
  }
}

/**
 * Three processes of the onboarding flow walked through the real engine (once per database): one
 * finished, one waiting at the document step, one finished negatively after too-small document photos.
 */
export async function seedDemoProcesses(db: Db, demo: DemoAccount): Promise<string[]> {
  if ((await db.process.count({ where: { accountId: demo.accountId } })) > 0) return [];
  const context: RequestContext = {
    accountId: demo.accountId,
    appId: demo.appId,
    credentialId: demo.credentialId,
    device: MOBILE,
    now: new Date(),
  };
  const start = async (reference: string) =>
    (await createProcess({ db, context: { ...context, now: new Date() }, reference, appVersion: "demo-seed" })).processId;
  const front = testPng(1280, 800).toString("base64");
  const back = testJpeg(1280, 800).toString("base64");

  const finished = await start("demo-finished");
  await submitAllowingFailure(db, context, finished, PERSON);
  await submitAllowingFailure(db, context, finished, { doctype: "idcard", front, back });
  await submitAllowingFailure(db, context, finished, {
    reference: "demo",
    template: "demo-template",
    photo: testPng(640, 640).toString("base64"),
  });
  await submitAllowingFailure(db, context, finished, { template1: "demo-template", template2: "document-photo" });
  await submitAllowingFailure(db, context, finished, { phone: PERSON.phone });
  const sms = (await listOutbox(db, { processId: finished })).find((m) => m.channel === "sms");
  const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
  await submitAllowingFailure(db, context, finished, { otpCode: code });

  const waiting = await start("demo-in-progress");
  await submitAllowingFailure(db, context, waiting, PERSON);

  const rejected = await start("demo-negative");
  await submitAllowingFailure(db, context, rejected, PERSON);
  const small = testPng(320, 200).toString("base64");
  for (let i = 0; i < 4; i++) await submitAllowingFailure(db, context, rejected, { doctype: "passport", front: small });
  return [finished, waiting, rejected];
}
