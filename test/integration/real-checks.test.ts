import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSanctionsList } from "@/lib/analysis/aml/load-sanctions-list";
import { checkWithPdfsig } from "@/lib/analysis/signing/pdfsig";
import { renderDemoContract } from "@/lib/demo/demo-contract";
import { portugueseIdCard } from "@/lib/demo/demo-identities";
import { DEMO_APPLICANT } from "@/lib/demo/demo-media";
import { renderDemoDocument } from "@/lib/demo/render-demo-document";
import { uploadAccountFile } from "@/lib/provisioning/files";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { getProcessRecord } from "@/lib/service/processes/get-process-record";
import { submitStep } from "@/lib/service/processes/submit-step";
import { storeSanctionsList } from "@/lib/steps/aml/sanctions-list";
import { registerProvider } from "@/lib/steps/check-providers";
import { fileStorage } from "@/lib/storage/file-storage";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { withLocalChecks } from "@/test/support/local-checks";
import { pdfToText } from "@/test/support/pdf-text";
import { accountWithFlow, contextFor, errorCode } from "@/test/support/service";

// Reads one-time codes from the outbox, as a developer does where no SMS gateway exists.
process.env.OUTBOX_KEEP_SECRETS = "1";

// The service with its built-in providers: real OCR, face embeddings, screening, signatures and evidence PDFs.

const b64 = (bytes: Buffer) => bytes.toString("base64");
const step = (id: string, type: string, settings: Record<string, unknown> = {}, providerId = "local") => ({
  id,
  name: `Step ${id}`,
  settings: { maxRetries: 3, preventPrevious: false, deviceType: "any" },
  action: {
    type,
    settings,
    provider: { providerId, provider: type },
    ...(type === "form" ? { fields: [{ name: "name" }, { name: "birthday" }, { name: "country" }] } : {}),
  },
});

const demo = withLocalChecks();
const issuer = { url: "https://key.example.test", audience: "idv-tests" };
let signToken: (claims: Record<string, unknown>, audience?: string) => Promise<string>;
let jwks: { keys: Record<string, unknown>[] };

beforeAll(async () => {
  const csv = "id,schema,name,aliases,birth_date,countries,sanctions\nx-1,Person,Zéfiro Quintanilha Abrantes,,1961-03-14,pt,Test list";
  await storeSanctionsList(loadSanctionsList(csv, "csv"), "test list");
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256" }] };
  signToken = (claims, audience = issuer.audience) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "ES256", kid: "k1" })
      .setIssuer(issuer.url)
      .setAudience(audience)
      .setSubject("citizen-1")
      .setExpirationTime("5m")
      .sign(privateKey);
}, 180_000);

describe.each(DATABASE_KINDS)("real checks behind the steps on %s", { timeout: 120_000 }, (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("walks form, document, liveness, face compare, AML, signing and digital key on real analysis, then writes the evidence PDF", async () => {
    const { db } = database;
    const steps = [
      step("form", "form"),
      step("document", "document-ocr", { minWidth: 640, minHeight: 400 }),
      step("liveness", "face-liveness-3d"),
      step("compare", "face-compare-2d2d"),
      step("aml", "aml"),
      step("sign", "document-sign-otp"),
      step("key", "digital-key", { issuer: issuer.url, audience: issuer.audience, jwks }),
    ];
    const { caller, accountId } = await accountWithFlow(db, steps);
    const { id: fileId } = await uploadAccountFile(db, {
      accountId,
      bucket: "attachments",
      bytes: await renderDemoContract(),
      contentType: "application/pdf",
    });
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const submit = (body: unknown) => submitStep({ db, context: contextFor(caller), processId, body });
    const code = async () => /\b(\d{6})\b/.exec((await listOutbox(db, { processId })).at(-1)?.body ?? "")?.[1] ?? "";

    await submit({ name: DEMO_APPLICANT.name, birthday: DEMO_APPLICANT.birthday, country: "PT" });
    await submit({ doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) });
    await submit({ reference: "selfie-1", template: "vendor-scan", photo: b64(demo.media.selfie) });
    let record = await getProcessRecord({ db, caller, processId });
    const documentResult = record.data[1]?.provider.result as Record<string, Record<string, unknown>>;
    expect(documentResult.fields).toMatchObject({
      doc_number: "C12345678",
      birth_date: "1990-04-12",
      nationality: "PRT",
      id_number: "123456789",
    });
    expect(documentResult.validations).toMatchObject({
      match_name: "GOOD",
      match_birth_date: "GOOD",
      match_nationality: "GOOD",
      mrz: "GOOD",
      imageQA: "GOOD",
    });
    expect(documentResult.chosenMap).toBe("idcard_pt");
    const portrait = String(documentResult.images?.photo);
    expect(portrait).toMatch(/\/api\/files\/processes\//);
    const livePhoto = String(record.data[2]?.payload.photo);
    expect(record.data[2]?.provider.result).toMatchObject({ method: "single-frame-indicative" });

    // Somebody else's face first (a failed, recorded attempt), then the applicant's own.
    const other = await submitStep({
      db,
      context: contextFor(caller),
      processId,
      body: { template1: portrait, template2: "https://elsewhere.example/photo.jpg" },
    }).catch((error: Error) => error.message);
    expect(String(other)).toMatch(/template2: no photo or face template of this process/);
    await submit({ template1: livePhoto, template2: portrait });
    await submit({ searchTerm: DEMO_APPLICANT.name });
    await submit({ phoneNumber: DEMO_APPLICANT.phone, fileId });
    await submit({ fileId, otpCode: await code() });
    expect(await errorCode(submit({ accessToken: await signToken({ name: "Maria" }, "another-audience") }))).toBe("BIOPMSSE422");
    expect(await submit({ accessToken: await signToken({ name: "Maria Inês" }) })).toEqual({ finished: true });

    record = await getProcessRecord({ db, caller, processId });
    const byStep = (id: string) => record.data.filter((r) => r.stepId === id);
    const compare = byStep("compare").map((r) => r.provider.result as { score: number; threshold: number });
    expect(compare).toHaveLength(2);
    expect(compare[1]?.score).toBeGreaterThanOrEqual(compare[1]?.threshold ?? 1);
    expect(byStep("aml").at(-1)?.provider.result).toMatchObject({ hits: [], list: { size: 1 } });
    expect(byStep("key").map((r) => r.status)).toEqual([false, true]);
    expect(byStep("key").at(-1)?.provider.result).toMatchObject({ verified: true, claims: { name: "Maria Inês", sub: "citizen-1" } });

    const signed = byStep("sign").at(-1)?.provider.result as { signedFileUrl: string; level: string };
    expect(signed.level).toBe("advanced");
    const signedFile = await db.storedFile.findUniqueOrThrow({ where: { id: signed.signedFileUrl.split("/").at(-1) } });
    const signedPdf = (await fileStorage().get(signedFile.storageKey)) ?? Buffer.alloc(0);
    expect((await checkWithPdfsig(signedPdf)).isValid).toBe(true);

    const process = await db.process.findUniqueOrThrow({ where: { id: processId } });
    const evidence = await db.storedFile.findUniqueOrThrow({ where: { id: process.evidenceFileId ?? "" } });
    expect(evidence.contentType).toBe("application/pdf");
    const text = await pdfToText((await fileStorage().get(evidence.storageKey)) ?? Buffer.alloc(0));
    expect(text).toContain(processId);
    for (const s of steps) expect(text).toContain(s.name);
    const stored = await db.storedFile.findMany({ where: { processId, NOT: { id: evidence.id } } });
    expect(stored).toHaveLength(5); // front, back, the portrait cut from the front, the liveness photo, the signed PDF
    for (const file of stored) expect(text).toContain(file.sha256);
  });

  it("fails a wrong check digit, another person's face and a listed name, each as a counted retry", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [step("document", "document-ocr"), step("verify", "face-verify-2d"), step("aml", "aml")]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const submit = (body: unknown) => submitStep({ db, context: contextFor(caller), processId, body });
    const lines = (await renderDemoDocument(portugueseIdCard)).mrzLines;
    const wrongDigit = [lines[0]?.replace(/C12345678\d/, "C123456780") ?? "", ...lines.slice(1)];
    const forged = await renderDemoDocument(portugueseIdCard, { mrzLines: wrongDigit });
    const failure = await submit({ doctype: "idcard", front: b64(forged.front), back: b64(forged.back ?? Buffer.alloc(0)) }).catch(
      (error: Error) => error.message,
    );
    expect(String(failure)).toContain("integrity_doc_number");
    await submit({ doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) });
    const stranger = await submit({ photo: b64(demo.media.otherSelfie) }).catch((error: Error) => error.message);
    expect(String(stranger)).toMatch(/face: score [\d.]+ is below the threshold 0.7/);
    await submit({ photo: b64(demo.media.selfie) });
    const listed = await submit({ searchTerm: "abrantes zefiro quintanilha" }).catch((error: Error) => error.message);
    expect(String(listed)).toContain("a listed name matches");
    const record = await getProcessRecord({ db, caller, processId });
    expect(record.data.map((r) => [r.stepId, r.status, r.info.retry])).toEqual([
      ["document", false, 0],
      ["document", true, 1],
      ["verify", false, 0],
      ["verify", true, 1],
      ["aml", false, 0],
    ]);
    expect(record.data.at(-1)?.provider.result).toMatchObject({ hits: [{ id: "x-1" }] });
  });

  it("answers a provider crash with a clear 422 and records nothing", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [step("aml", "aml", {}, "crashing")]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const undo = registerProvider({
      providerId: "crashing",
      provider: "aml",
      actionTypes: ["aml"],
      check: () => Promise.reject(new Error("model file is corrupt")),
    });
    try {
      const message = await submitStep({ db, context: contextFor(caller), processId, body: { searchTerm: "Rui" } }).catch(
        (error: Error) => error.message,
      );
      expect(String(message)).toMatch(/could not be completed; nothing was recorded/);
      expect(await db.stepRecord.count({ where: { processId } })).toBe(0);
      const process = await db.process.findUniqueOrThrow({ where: { id: processId } });
      expect(process.stepState).toEqual({});
    } finally {
      undo();
    }
  });
});
