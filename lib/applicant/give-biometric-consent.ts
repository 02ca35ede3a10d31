import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { RequestContext } from "@/lib/service/context";
import { currentStep } from "@/lib/service/engine/transition";
import { readProcessRow } from "@/lib/service/hot-path/process-row";
import { commitStepEvents } from "@/lib/service/processes/commit-transition";
import { getProcessOrThrow, type LoadedProcess, requestedProcess, requireInProgress } from "@/lib/service/processes/load-process";
import { type SubmitStepOptions, submitStep } from "@/lib/service/processes/submit-step";
import { BIOMETRIC_CONSENT_VERSION } from "@/lib/steps/applicant-texts/consent";
import { isPhotoUploadAllowed } from "@/lib/steps/face/action-types";
import { hasConsent, isBiometricStep } from "./biometric-consent";

async function biometricProcess(db: Db, accountId: string, processId: string): Promise<LoadedProcess> {
  const loaded = await getProcessOrThrow(db, accountId, processId);
  requireInProgress(loaded);
  return loaded;
}

/**
 * Records the applicant's agreement at a biometric step: the consent row and a `biometric-consent-given` event of the
 * step in one transaction, once per process. Agreeing again, or a racing second agreement, changes nothing.
 */
export async function giveBiometricConsent(db: Db, context: RequestContext, processId: string, lang: string): Promise<void> {
  const loaded = await biometricProcess(db, context.accountId, processId);
  const step = currentStep(loaded.snapshot);
  if (!isBiometricStep(step.action.type)) throw new AppError("conflict", "This step captures no biometric data.");
  if (await hasConsent(db, processId)) return;
  const consent = db.biometricConsent.create({
    data: { processId, stepId: step.id, textVersion: BIOMETRIC_CONSENT_VERSION, lang, ...context.device, createdAt: context.now },
    select: { processId: true },
  });
  try {
    await commitStepEvents(
      db,
      loaded,
      [{ type: "biometric-consent-given", stepId: step.id, stepName: step.name, status: BIOMETRIC_CONSENT_VERSION }],
      { device: context.device, now: context.now, alsoWrite: [consent] },
    );
  } catch (error) {
    // The racing agreement that committed first already recorded it; anything else is a real failure.
    if (!(await hasConsent(db, processId))) throw error;
  }
}

/**
 * The applicant pages' submission: the service's own submitStep, refused at a biometric step until the applicant has
 * agreed, and refused when a liveness photo was a picked file and the flow does not allow that. The process service
 * API asks neither (its client app collects its users' consent and captures its photos its own way).
 */
export async function submitWithConsent(db: Db, context: SubmitStepOptions["context"], processId: string, body: unknown) {
  // Read once: the submission goes on from the rows these checks saw (the row version guards the rest).
  const preread = await readProcessRow(db, processId, context.accountId);
  const loaded = await requestedProcess(db, { accountId: context.accountId, processId, preread });
  requireInProgress(loaded);
  const { action } = currentStep(loaded.snapshot);
  if (isBiometricStep(action.type) && !(await hasConsent(db, processId))) throw new AppError("consent-required");
  if (context.capture === "upload" && !isPhotoUploadAllowed(action.type, action.settings)) throw new AppError("photo-upload-not-allowed");
  return submitStep({ db, context, processId, preread, body });
}
