import type { ActionType } from "@/lib/service/flows/flow-schema";
import { aml } from "./aml/action";
import { otp } from "./code/action";
import { documentSignOtp } from "./code/document-sign-otp";
import { documentSignQualified } from "./code/document-sign-qualified";
import type { StepAction } from "./common/step-action";
import { digitalKey } from "./digital-key/action";
import { documentOcr } from "./document/action";
import { faceCompare2d2d } from "./face/face-compare-2d2d";
import { faceCompare3d2d } from "./face/face-compare-3d2d";
import { faceEnroll2d } from "./face/face-enroll-2d";
import { faceEnroll3d } from "./face/face-enroll-3d";
import { faceLiveness2d } from "./face/face-liveness-2d";
import { faceLiveness3d } from "./face/face-liveness-3d";
import { faceVerify2d } from "./face/face-verify-2d";
import { faceVerify3d } from "./face/face-verify-3d";
import { form } from "./form/action";
import { jointOwnership } from "./joint-ownership/action";
import { videoLiveness } from "./video/action";
import { videoconference } from "./videoconference/action";
import { videoconferenceSchedule } from "./videoconference/schedule-action";

/** Every step action type, one definition each. */
export const ACTIONS = [
  form,
  documentOcr,
  faceLiveness3d,
  faceLiveness2d,
  faceVerify2d,
  faceVerify3d,
  faceCompare2d2d,
  faceCompare3d2d,
  faceEnroll2d,
  faceEnroll3d,
  otp,
  videoLiveness,
  videoconference,
  videoconferenceSchedule,
  jointOwnership,
  documentSignOtp,
  documentSignQualified,
  aml,
  digitalKey,
] as const satisfies readonly StepAction[];

const byType = new Map<ActionType, StepAction>(ACTIONS.map((a) => [a.type, a as StepAction]));

export function actionFor(type: ActionType): StepAction {
  const action = byType.get(type);
  if (!action) throw new Error(`no action definition for ${type}`);
  return action;
}
