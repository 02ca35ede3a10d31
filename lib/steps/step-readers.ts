import { type ActionType, STEP_TYPES } from "@/lib/steps/action-types";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { amlReader } from "@/lib/steps/aml/reader";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { codeReader } from "@/lib/steps/code/reader";
import { genericReader } from "@/lib/steps/common/generic-reader";
import type { StepReader } from "@/lib/steps/common/step-reader";
import { byType } from "@/lib/steps/common/type-table";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { digitalKeyReader } from "@/lib/steps/digital-key/reader";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { documentReader } from "@/lib/steps/document/reader";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { faceReader } from "@/lib/steps/face/reader";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { formReader } from "@/lib/steps/form/reader";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { jointOwnershipReader } from "@/lib/steps/joint-ownership/reader";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { videoLivenessReader } from "@/lib/steps/video-liveness/reader";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";
import { videoconferenceReader } from "@/lib/steps/videoconference/reader";

/** How each action type's records are read: states, findings, facts and evidence lines (tsc checks every type has one). */
const READERS = {
  ...byType(FORM_TYPES, () => formReader),
  ...byType(DOCUMENT_TYPES, () => documentReader),
  ...byType(FACE_TYPES, () => faceReader),
  ...byType(CODE_TYPES, () => codeReader),
  ...byType(VIDEO_TYPES, () => videoLivenessReader),
  ...byType(VIDEOCONFERENCE_TYPES, () => videoconferenceReader),
  ...byType(JOINT_OWNERSHIP_TYPES, () => jointOwnershipReader),
  ...byType(AML_TYPES, () => amlReader),
  ...byType(DIGITAL_KEY_TYPES, () => digitalKeyReader),
} satisfies Record<ActionType, StepReader>;

/** The reader of a stored action name; a type this version no longer declares is read as pass or fail. */
export function readerOf(action: string): StepReader {
  return Object.hasOwn(STEP_TYPES, action) ? READERS[action as ActionType] : genericReader;
}
