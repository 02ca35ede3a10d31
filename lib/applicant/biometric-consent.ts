import type { Db } from "@/lib/db/client";
import { retentionOf } from "@/lib/retention/retention-policy";
import { isTypeOf } from "@/lib/steps/common/type-table";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";

/**
 * Steps that process the applicant's face: every face check (liveness, enrolment, verification, comparison) and the
 * video selfie. A document photo is not one (its portrait is compared only by a face step); a video call has its own
 * consent to the recording.
 */
export function isBiometricStep(type: string): boolean {
  return isTypeOf(FACE_TYPES, type) || isTypeOf(VIDEO_TYPES, type);
}

export async function hasConsent(db: Db, processId: string): Promise<boolean> {
  return (await db.biometricConsent.count({ where: { processId } })) > 0;
}

/** At a biometric step: whether the applicant has agreed yet, and how long the account keeps what is captured. */
export async function biometricConsentOf(db: Db, accountId: string, processId: string, stepType: string) {
  if (!isBiometricStep(stepType)) return null;
  const [given, { keepDays }] = await Promise.all([hasConsent(db, processId), retentionOf(db, accountId)]);
  return { given, keepDays };
}
