import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { giveBiometricConsent, submitWithConsent } from "@/lib/applicant/give-biometric-consent";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import type { PhotoCapture } from "@/lib/steps/face/action-types";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, localStep } from "../support/service";
import { facelessPhoto, outcomeOf } from "../support/step-outcomes";

// Issue 15: a liveness step takes a picked file only when its flow allows it, and the record says how the photo came.
const LIVENESS = localStep("selfie", "Selfie", "face-liveness-2d");
const LIVENESS_WITH_UPLOAD = { ...LIVENESS, action: { ...LIVENESS.action, settings: { allowPhotoUpload: true } } };

let unregister: () => void;
let blankPhoto: string;
beforeAll(async () => {
  unregister = registerLocalProviders();
  blankPhoto = await facelessPhoto();
});
afterAll(async () => {
  unregister();
  await closeSharedAnalysisPool();
});

describe.each(DATABASE_KINDS)("how a liveness photo was taken, on %s", { timeout: 120_000 }, (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  async function atLivenessStep(step: unknown) {
    const { caller } = await accountWithFlow(t.db, [step, FORM_STEP]);
    const context = contextFor(caller);
    const { processId } = await createProcess({ db: t.db, context });
    await giveBiometricConsent(t.db, context, processId, "en-GB");
    const submit = (capture?: PhotoCapture) =>
      outcomeOf(submitWithConsent(t.db, { ...context, capture }, processId, { photo: blankPhoto }));
    const captures = async () =>
      (await t.db.stepRecord.findMany({ where: { processId }, orderBy: { createdAt: "asc" } })).map(
        (r) => (r.payload as { capture?: string }).capture,
      );
    return { context, processId, submit, captures };
  }

  it("refuses a picked file where the flow does not allow one, writing nothing, and records a camera photo as such", async () => {
    const { processId, submit, captures } = await atLivenessStep(LIVENESS);
    expect(await submit("upload")).toBe("photo-upload-not-allowed");
    expect(await t.db.stepRecord.count({ where: { processId } })).toBe(0);
    expect(await t.db.storedFile.count({ where: { processId } })).toBe(0);
    expect(await submit("camera")).toBe("BIOPMSSE422");
    expect(await captures()).toEqual(["camera"]);
  });

  it("takes and records an uploaded file where the flow allows it; the API's submissions carry no claim", async () => {
    const { context, processId, submit, captures } = await atLivenessStep(LIVENESS_WITH_UPLOAD);
    expect(await submit("upload")).toBe("BIOPMSSE422");
    expect(await outcomeOf(submitStep({ db: t.db, context, processId, body: { photo: blankPhoto } }))).toBe("BIOPMSSE422");
    expect(await captures()).toEqual(["upload", undefined]);
  });
});
