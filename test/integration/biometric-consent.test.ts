import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeSharedAnalysisPool } from "@/lib/analysis/runtime/analysis-pool";
import { biometricConsentOf } from "@/lib/applicant/biometric-consent";
import { giveBiometricConsent, submitWithConsent } from "@/lib/applicant/give-biometric-consent";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { BIOMETRIC_CONSENT_VERSION } from "@/lib/steps/applicant-texts/consent";
import { registerLocalProviders } from "@/lib/steps/built-in-providers";
import type { PhotoCapture } from "@/lib/steps/face/action-types";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, localStep } from "../support/service";
import { facelessPhoto, outcomeOf } from "../support/step-outcomes";

const SELFIE_STEP = localStep("selfie", "Selfie", "face-liveness-2d");
const SELFIE_WITH_UPLOAD = { ...SELFIE_STEP, action: { ...SELFIE_STEP.action, settings: { allowPhotoUpload: true } } };

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

describe.each(DATABASE_KINDS)(
  "consent and the camera at a biometric step through the applicant pages, on %s",
  { timeout: 120_000 },
  (kind) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await freshDatabase(kind);
    });
    afterAll(async () => t.drop());

    async function atSelfieStep(steps: unknown[] = [SELFIE_STEP, FORM_STEP]) {
      const { caller } = await accountWithFlow(t.db, steps);
      const context = contextFor(caller);
      const { processId } = await createProcess({ db: t.db, context });
      return { context, processId };
    }
    const consentEvents = (processId: string) =>
      t.db.processEvent.findMany({
        where: { processId, type: "biometric-consent-given" },
        select: { stepId: true, stepName: true, status: true, deviceType: true, browser: true },
      });

    it("refuses the submission without consent and writes nothing; the API path is not asked", async () => {
      const { context, processId } = await atSelfieStep();
      expect(await biometricConsentOf(t.db, context.accountId, processId, "face-liveness-2d")).toEqual({ given: false, keepDays: 1826 });
      expect(await outcomeOf(submitWithConsent(t.db, context, processId, { photo: blankPhoto }))).toBe("consent-required");
      expect(await t.db.stepRecord.count({ where: { processId } })).toBe(0);
      expect(await t.db.storedFile.count({ where: { processId } })).toBe(0);
      // The process service API leaves consent to its client app: the same body reaches the check.
      expect(await outcomeOf(submitStep({ db: t.db, context, processId, body: { photo: blankPhoto } }))).toBe("BIOPMSSE422");
    });

    it("records two racing agreements once, as an event of the step with the text's version and the device; then lets the step through", async () => {
      const { context, processId } = await atSelfieStep();
      await Promise.all([giveBiometricConsent(t.db, context, processId, "pt-PT"), giveBiometricConsent(t.db, context, processId, "pt-PT")]);
      await giveBiometricConsent(t.db, context, processId, "pt-PT");
      expect(await consentEvents(processId)).toEqual([
        { stepId: "selfie", stepName: "Selfie", status: BIOMETRIC_CONSENT_VERSION, deviceType: "desktop", browser: "Chrome 120" },
      ]);
      expect(
        await t.db.biometricConsent.findMany({ where: { processId }, select: { stepId: true, textVersion: true, lang: true } }),
      ).toEqual([{ stepId: "selfie", textVersion: BIOMETRIC_CONSENT_VERSION, lang: "pt-PT" }]);
      expect((await biometricConsentOf(t.db, context.accountId, processId, "face-liveness-2d"))?.given).toBe(true);
      expect(await outcomeOf(submitWithConsent(t.db, context, processId, { photo: blankPhoto }))).toBe("BIOPMSSE422");
    });

    it("asks nothing at a step that captures no face, and refuses an agreement there", async () => {
      const { context, processId } = await atSelfieStep([FORM_STEP, SELFIE_STEP]);
      expect(await biometricConsentOf(t.db, context.accountId, processId, "form")).toBeNull();
      expect(await outcomeOf(giveBiometricConsent(t.db, context, processId, "en-GB"))).toBe("conflict");
      expect(await consentEvents(processId)).toEqual([]);
      const body = { name: "Maria Sousa", email: "maria.sousa@example.pt" };
      expect(await outcomeOf(submitWithConsent(t.db, context, processId, body))).toBe("accepted");
    });

    // A liveness step takes a picked file only when its flow allows it, and the record says how the photo came.
    async function consentedAt(step: unknown) {
      const { context, processId } = await atSelfieStep([step, FORM_STEP]);
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
      const { processId, submit, captures } = await consentedAt(SELFIE_STEP);
      expect(await submit("upload")).toBe("photo-upload-not-allowed");
      expect(await t.db.stepRecord.count({ where: { processId } })).toBe(0);
      expect(await t.db.storedFile.count({ where: { processId } })).toBe(0);
      expect(await submit("camera")).toBe("BIOPMSSE422");
      expect(await captures()).toEqual(["camera"]);
    });

    it("takes and records an uploaded file where the flow allows it; the API's submissions carry no claim", async () => {
      const { context, processId, submit, captures } = await consentedAt(SELFIE_WITH_UPLOAD);
      expect(await submit("upload")).toBe("BIOPMSSE422");
      expect(await outcomeOf(submitStep({ db: t.db, context, processId, body: { photo: blankPhoto } }))).toBe("BIOPMSSE422");
      expect(await captures()).toEqual(["upload", undefined]);
    });
  },
);
