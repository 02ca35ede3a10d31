import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { testPng } from "@/lib/media/sample-images";
import { importFlow } from "@/lib/provisioning/flows";
import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";
import { fileUrl } from "@/lib/service/views/file-url";
import { SHOWCASE_STEPS, samplePdf, sampleTd1Mrz, showcaseFlowSteps } from "./showcase-steps";
import { type Owner, type StepRow, type StoredSample, stepEvents, writeSyntheticProcess } from "./synthetic-process";

export async function showcaseFlow(db: Db, accountId: string): Promise<{ id: string; snapshot: FlowSnapshot }> {
  const id = `showcase-${accountId}`;
  const steps = showcaseFlowSteps();
  await importFlow(db, { accountId, id, definition: { name: "Showcase: every step type", steps } });
  const flow = await db.flow.findUniqueOrThrow({ where: { id }, select: { id: true, name: true, steps: true, settings: true } });
  return { id, snapshot: { id: flow.id, name: flow.name, steps: flow.steps, settings: flow.settings } as unknown as FlowSnapshot };
}

/**
 * A finished process with one record of every step type and sample provider results in the shapes the
 * analysis providers return (written straight to the tables, not through the engine): the workspace's demo
 * and its tests. `isHeavy` repeats steps and events up to 20 step records and 300 events, for the page bench.
 */
export async function createShowcaseProcess(
  db: Db,
  owner: Owner,
  { reference, isHeavy = false }: { reference?: string; isHeavy?: boolean } = {},
) {
  const flow = await showcaseFlow(db, owner.accountId);
  const processId = crypto.randomUUID();
  const files: StoredSample[] = [];
  const store = (bytes: Buffer, contentType: string, bucket = "processes") => {
    const id = crypto.randomUUID();
    files.push({ id, bucket, contentType, bytes });
    return fileUrl(bucket, id);
  };
  const front = store(testPng(640, 400), "image/png");
  const back = store(testPng(640, 400), "image/png");
  const portrait = store(testPng(200, 260), "image/png");
  const selfie = store(testPng(480, 480), "image/png");
  const frames = [store(testPng(320, 240), "image/png"), store(testPng(320, 240), "image/png")];
  const signed = store(samplePdf("Signed contract (showcase)"), "application/pdf");

  const qa = (glare: number, isGood: boolean) => ({
    focus: { status: "GOOD", value: 812.4, threshold: 100 },
    glares: { status: isGood ? "GOOD" : "BAD", value: glare, threshold: 0.02 },
    bounds: { status: "GOOD", value: 0.98 },
    perspective: { status: "GOOD", value: 0.03, threshold: 0.15 },
    resolution: { status: "GOOD", value: "640x400" },
  });
  const documentResult = (isGood: boolean) => ({
    fields: {
      name: "ANA SOFIA",
      surname: "SILVA",
      doc_number: "000123456",
      birth_date: "1990-04-01",
      expiry_date: "2031-01-01",
      gender: "F",
      nationality: "PRT",
      issuing_country: "PRT",
      mrz: sampleTd1Mrz({ isBirthDigitWrong: !isGood }),
    },
    additionalFields: { place_of_birth: "Lisboa", years_since_issue: 3, age_at_issue: 33, age: 36 },
    images: { photo: portrait },
    validations: {
      expiry_date: "GOOD",
      match_name: "GOOD",
      match_birth_date: isGood ? "GOOD" : "BAD",
      integrity_birth_date: isGood ? "GOOD" : "BAD",
      mrz: isGood ? "GOOD" : "BAD",
      imageQA: isGood ? "GOOD" : "BAD",
    },
    chosenMap: "idcard_pt",
    imageQA: { front: { ...qa(isGood ? 0.004 : 0.21, isGood), portrait: { status: "GOOD", value: 0.97 } }, back: qa(0.006, true) },
  });
  const otpConfig = (isConfirmed: boolean) => ({
    otpCode: "******",
    otpDate: new Date().toISOString(),
    numberAttemptsSend: 1,
    numberAttemptsCode: isConfirmed ? 2 : 1,
    otpConfirmed: isConfirmed,
  });
  const phone = { country: "PT", number: "912345678" };
  const base: StepRow[] = [
    { action: "form", stepId: "personal-data", status: true, payload: { name: "Ana Sofia Silva", email: "ana.silva@example.pt" } },
    {
      action: "document-ocr",
      stepId: "id-document",
      status: false,
      payload: { doctype: "idcard", front, back, livePhoto: false },
      info: { retry: 0 },
      provider: { status: false, result: documentResult(false) },
      error: { code: "BIOPMSSE422", message: "document-ocr: glare on the front; MRZ birth-date check digit does not match" },
    },
    {
      action: "document-ocr",
      stepId: "id-document",
      status: true,
      payload: { doctype: "idcard", front, back, livePhoto: false },
      info: { retry: 1 },
      provider: { status: true, result: documentResult(true) },
    },
    {
      action: "face-liveness-3d",
      stepId: "liveness",
      status: true,
      payload: { reference: "showcase", template: "template-blob", photo: selfie },
      provider: { status: true, result: { livenessStatus: 1, method: "single-frame-indicative", scanResultBlob: "blob" } },
    },
    {
      action: "face-compare-2d2d",
      stepId: "face-match",
      status: true,
      payload: { template1: selfie, template2: portrait, livePhoto: false },
      provider: { status: true, result: { score: 0.91, threshold: 0.8, method: "embedding-cosine" } },
    },
    { action: "otp", stepId: "phone", status: false, payload: { phone }, config: otpConfig(false) },
    { action: "otp", stepId: "phone", status: true, payload: { phone, otpCode: "******" }, config: otpConfig(true) },
    {
      action: "aml",
      stepId: "screening",
      status: true,
      payload: { searchTerm: "Ana Sofia Silva" },
      provider: { status: true, result: { hits: [{ name: "Ana S. Silva", list: "PEP (sample list)", score: 0.62, country: "PT" }] } },
    },
    {
      action: "document-sign-otp",
      stepId: "sign",
      status: true,
      payload: { phoneNumber: phone, fileId: "contract", otpCode: "******" },
      config: otpConfig(true),
      provider: { status: true, result: { signedFileUrl: signed } },
    },
    {
      action: "video-liveness",
      stepId: "video",
      status: true,
      payload: { video: store(testPng(2, 2), "image/png", "videos") },
      provider: { status: true, result: { frames, score: 0.88 } },
    },
    {
      action: "joint-ownership",
      stepId: "co-owners",
      status: true,
      payload: { users: [{ name: "Rui Costa", email: "rui@example.pt", phone: { country: "PT", number: "913000000" } }] },
    },
    {
      action: "digital-key",
      stepId: "digital-key",
      status: true,
      payload: { accessToken: "******" },
      provider: { status: true, result: { method: "none" } },
    },
  ];
  const records = isHeavy ? Array.from({ length: 20 }, (_, i) => base[i % base.length] as StepRow) : base;
  const names = new Map<string, string>(SHOWCASE_STEPS.map((s) => [s.id, s.name]));
  const events = stepEvents(records, names);
  if (isHeavy) while (events.length < 298) events.push({ type: "process-updated", stepId: "liveness", stepName: names.get("liveness") });
  await writeSyntheticProcess(db, owner, {
    processId,
    flowId: flow.id,
    snapshot: flow.snapshot,
    records,
    events,
    files,
    reference: reference ?? `showcase-${processId.slice(0, 8)}`,
    currentStepId: "digital-key",
    history: SHOWCASE_STEPS.map((s) => s.id),
  });
  return processId;
}
