import { ACTION_TYPES, type ActionType, STEP_TYPES } from "@/lib/steps/action-types";
import { aml } from "@/lib/steps/aml/action";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { codeAction } from "@/lib/steps/code/action";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import type { ActionFor, SingleSubmissionAction, StepAction, TwoSubmissionAction } from "@/lib/steps/common/step-action";
import { byType } from "@/lib/steps/common/type-table";
import { digitalKey } from "@/lib/steps/digital-key/action";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { documentOcr } from "@/lib/steps/document/action";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { faceAction } from "@/lib/steps/face/action";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { form } from "@/lib/steps/form/action";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { jointOwnership } from "@/lib/steps/joint-ownership/action";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { videoLiveness } from "@/lib/steps/video-liveness/action";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { videoconference, videoconferenceSchedule } from "@/lib/steps/videoconference/action";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";

/** Every action type's server side: its payload schema (or the code request's and verification's) and its check. */
const DEFINITIONS = {
  ...byType(FORM_TYPES, () => form),
  ...byType(DOCUMENT_TYPES, () => documentOcr),
  ...byType(FACE_TYPES, faceAction),
  ...byType(CODE_TYPES, codeAction),
  ...byType(VIDEO_TYPES, () => videoLiveness),
  ...byType(VIDEOCONFERENCE_TYPES, (type) => (VIDEOCONFERENCE_TYPES[type].call === "live" ? videoconference : videoconferenceSchedule)),
  ...byType(JOINT_OWNERSHIP_TYPES, () => jointOwnership),
  ...byType(AML_TYPES, () => aml),
  ...byType(DIGITAL_KEY_TYPES, () => digitalKey),
} satisfies { [T in ActionType]: ActionFor<T> };

export function actionFor(type: ActionType): StepAction {
  const definition = DEFINITIONS[type];
  return STEP_TYPES[type].submissions === 2
    ? { type, kind: "two-submission", ...(definition as TwoSubmissionAction) }
    : { type, kind: "single", ...(definition as SingleSubmissionAction) };
}

/** Every step action, in the declaration's order. */
export const ACTIONS: readonly StepAction[] = ACTION_TYPES.map(actionFor);
