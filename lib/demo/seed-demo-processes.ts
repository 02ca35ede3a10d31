import type { Db } from "@/lib/db/client";
import { renderDemoContract } from "@/lib/demo/demo-contract";
import { demoDigitalKeyIssuer } from "@/lib/demo/demo-digital-key";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { DEMO_APPLICANT, type DemoMedia } from "@/lib/demo/demo-media";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { RequestContext } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { joinVideoconference } from "@/lib/service/processes/videoconference";
import { asJson } from "@/lib/service/raw-values";
import type { RecordFacts } from "@/lib/steps/common/step-reader";
import { digitalKeyFolder } from "@/lib/steps/digital-key/provider";
import { factsOf } from "@/lib/steps/record-facts";
import { uploadAccountFile } from "../provisioning/files";
import { setFlowActive } from "../provisioning/flows";
import type { DemoAccount } from "./seed-demo-account";

const MOBILE = { deviceType: "mobile", operatingSystem: "Android 14", browser: "Chrome 124" } as const;
const b64 = (bytes: Buffer) => bytes.toString("base64");

/** One demo process walked through the real engine and providers, submission by submission. */
class DemoWalk {
  private constructor(
    private readonly db: Db,
    private readonly context: RequestContext,
    readonly processId: string,
    private readonly reference: string,
  ) {}

  static async start(db: Db, demo: DemoAccount, reference: string): Promise<DemoWalk> {
    const context: RequestContext = {
      accountId: demo.accountId,
      appId: demo.appId,
      credentialId: demo.credentialId,
      device: MOBILE,
      now: new Date(),
    };
    const { processId } = await createProcess({ db, context, reference, appVersion: "demo-seed" });
    return new DemoWalk(db, context, processId, reference);
  }

  /**
   * Submits a step that must pass. A refused check stops the seed here, by name: the walk's next body belongs to the
   * next step, and sent to this one it would fail later with an error about the wrong fields.
   */
  async submit(body: unknown): Promise<void> {
    const refusal = await this.attempt(body);
    if (refusal)
      throw new Error(`demo seed: ${this.reference} (${this.processId}): a step the demo passes was refused: ${refusal.message}`);
  }

  /** Submits an attempt the demo's story may see refused by its check (422): the refusal, or null if it passed. */
  async attempt(body: unknown): Promise<ServiceError | null> {
    try {
      await submitStep({ db: this.db, context: { ...this.context, now: new Date() }, processId: this.processId, body });
      return null;
    } catch (error) {
      if (error instanceof ServiceError && error.code === "BIOPMSSE422") return error;
      throw error;
    }
  }

  /** The latest record of a step, as its family reads it: where the files its check kept (portrait, template) are. */
  async latest(stepId: string): Promise<{ payload: Record<string, unknown>; images: NonNullable<RecordFacts["images"]> }> {
    const record = await this.db.stepRecord.findFirst({
      where: { processId: this.processId, stepId, status: true },
      orderBy: { seq: "desc" },
    });
    if (!record) throw new Error(`demo seed: step ${stepId} of ${this.processId} did not pass`);
    const payload = asJson<Record<string, unknown>>(record.payload);
    return { payload, images: factsOf({ action: record.action, payload, provider: asJson(record.provider) }).images ?? {} };
  }

  async lastCode(): Promise<string> {
    const sms = (await listOutbox(this.db, { processId: this.processId })).filter((m) => m.channel === "sms").at(-1);
    return /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
  }

  async joinCall(): Promise<void> {
    await joinVideoconference({ db: this.db, context: { ...this.context, now: new Date() }, processId: this.processId });
  }
}

const document = (media: DemoMedia) => ({ doctype: "idcard", front: b64(media.idCard.front), back: b64(media.idCard.back) });

async function walkOnboarding(db: Db, demo: DemoAccount, media: DemoMedia): Promise<string[]> {
  const finished = await DemoWalk.start(db, demo, "demo-finished");
  await finished.submit(DEMO_APPLICANT);
  // A first photo of a card whose document-number check digit is wrong: a failed attempt the reviewer can inspect.
  const lines = (await renderDemoDocument(portugueseIdCard)).mrzLines;
  const forged = await renderDemoDocument(portugueseIdCard, {
    mrzLines: [lines[0]?.replace(/(C12345678)\d/, "$10") ?? "", ...lines.slice(1)],
  });
  await finished.attempt({ doctype: "idcard", front: b64(forged.front), back: b64(forged.back ?? Buffer.alloc(0)) });
  await finished.submit(document(media));
  await finished.submit({ reference: "selfie-1", template: "browser-photo", photo: b64(media.selfie) });
  const portrait = String((await finished.latest("id-document")).images["document-portrait"]);
  await finished.submit({ template1: String((await finished.latest("liveness")).payload.photo), template2: portrait });
  await finished.submit({ phone: DEMO_APPLICANT.phone });
  await finished.submit({ otpCode: await finished.lastCode() });

  const waiting = await DemoWalk.start(db, demo, "demo-in-progress");
  await waiting.submit(DEMO_APPLICANT);

  // An expired ID card, four times: past the step's three retries the process ends negatively.
  const expired = await renderDemoDocument({ ...portugueseIdCard, expiryDate: "2024-01-31" });
  const rejected = await DemoWalk.start(db, demo, "demo-negative");
  await rejected.submit(DEMO_APPLICANT);
  for (let attempt = 0; attempt < 4; attempt++)
    await rejected.attempt({ doctype: "idcard", front: b64(expired.front), back: b64(expired.back ?? Buffer.alloc(0)) });
  return [finished.processId, waiting.processId, rejected.processId, await walkFaceMismatch(db, demo, media)];
}

/** Somebody else's selfie against her ID card, three times (the step allows two retries): the score stays under its threshold, a negative finish. */
async function walkFaceMismatch(db: Db, demo: DemoAccount, media: DemoMedia): Promise<string> {
  const walk = await DemoWalk.start(db, demo, "demo-face-mismatch");
  await walk.submit(DEMO_APPLICANT);
  await walk.submit(document(media));
  await walk.submit({ reference: "selfie-1", template: "browser-photo", photo: b64(media.otherSelfie) });
  const portrait = String((await walk.latest("id-document")).images["document-portrait"]);
  const selfie = String((await walk.latest("liveness")).payload.photo);
  for (let attempt = 0; attempt < 3; attempt++) await walk.attempt({ template1: selfie, template2: portrait });
  return walk.processId;
}

async function walkBiometrics(db: Db, demo: DemoAccount, media: DemoMedia): Promise<string> {
  const walk = await DemoWalk.start(db, demo, "demo-biometrics");
  await walk.submit({ photo: b64(media.selfie), reference: "enroll-1" });
  await walk.submit({ template: "vendor-3d-scan", photo: b64(media.selfie) });
  await walk.submit({ photo: b64(media.selfie) });
  await walk.submit({ photo: b64(media.selfie) });
  await walk.submit({ template: "vendor-3d-scan", photo: b64(media.selfie) });
  const template = String((await walk.latest("enroll-2d")).images["face-template"]);
  await walk.submit({ template1: template, template2: String((await walk.latest("liveness-2d")).payload.photo) });
  await walk.submit({ video: b64(media.livenessClip) });
  await walk.submit({ searchTerm: DEMO_APPLICANT.name });
  const issuer = await demoDigitalKeyIssuer(digitalKeyFolder());
  await walk.submit({ accessToken: await issuer.mint("PT-123456789", { name: DEMO_APPLICANT.name, birthdate: DEMO_APPLICANT.birthday }) });
  return walk.processId;
}

async function walkRemoteSigning(db: Db, demo: DemoAccount): Promise<string> {
  const { id: fileId } = await uploadAccountFile(db, {
    accountId: demo.accountId,
    bucket: "attachments",
    bytes: await renderDemoContract(),
    contentType: "application/pdf",
  });
  // Not the flow's id (demo-remote-signing): an auditor reads the flow's id as it is and the client's reference masked.
  const walk = await DemoWalk.start(db, demo, "demo-signing");
  const phone = DEMO_APPLICANT.phone;
  await walk.submit({
    users: [
      { name: DEMO_APPLICANT.name, email: DEMO_APPLICANT.email, phone },
      { name: "Rui Miguel Sousa", email: "rui.sousa@example.pt", phone: { country: "PT", number: "913456789" } },
    ],
  });
  await walk.submit({ postpone: false, date: new Date(Date.now() + 86_400_000).toISOString(), phone, email: DEMO_APPLICANT.email });
  // No agent runs the demo's call: the applicant joins, then postpones (only an agent's verdict passes a call).
  await walk.joinCall();
  await walk.submit({ postpone: true });
  await walk.submit({ phoneNumber: phone, fileId });
  await walk.submit({ fileId, otpCode: await walk.lastCode() });
  await walk.submit({ phoneNumber: phone, fileId, pin: 4321 });
  await walk.submit({ fileId, otpCode: await walk.lastCode() });
  return walk.processId;
}

/**
 * Demo processes walked through the real engine and the built-in providers (once per database): the onboarding
 * finished, waiting at the document, ended negatively on an expired ID card and on somebody else's face; then every other step type on the
 * other bundled flows, each walked while its flow is the active one.
 */
export async function seedDemoProcesses(db: Db, demo: DemoAccount, media: DemoMedia): Promise<string[]> {
  if ((await db.process.count({ where: { accountId: demo.accountId } })) > 0) return [];
  if (!env().OUTBOX_KEEP_SECRETS)
    throw new AppError(
      "invalid",
      "The demo processes pass one-time-code steps with codes read from the outbox, which keeps them only with OUTBOX_KEEP_SECRETS=1 (a development setting): run the seed with it.",
    );
  const processes = await walkOnboarding(db, demo, media);
  const others = [
    ["biometrics-and-screening", () => walkBiometrics(db, demo, media)],
    ["remote-signing", () => walkRemoteSigning(db, demo)],
  ] as const;
  try {
    for (const [flow, walk] of others) {
      await setFlowActive(db, demo.flows[flow] ?? "", true);
      processes.push(await walk());
    }
  } finally {
    await setFlowActive(db, demo.activeFlowId, true);
  }
  return processes;
}
