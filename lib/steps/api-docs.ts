import type { ActionType } from "@/lib/steps/action-types";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { amlApiDoc } from "@/lib/steps/aml/api-doc";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { codeApiDoc } from "@/lib/steps/code/api-doc";
import type { StepApiDoc } from "@/lib/steps/common/api-doc";
import { byType } from "@/lib/steps/common/type-table";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { digitalKeyApiDoc } from "@/lib/steps/digital-key/api-doc";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { documentApiDoc } from "@/lib/steps/document/api-doc";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { faceApiDoc } from "@/lib/steps/face/api-doc";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { formApiDoc } from "@/lib/steps/form/api-doc";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { jointOwnershipApiDoc } from "@/lib/steps/joint-ownership/api-doc";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { videoLivenessApiDoc } from "@/lib/steps/video-liveness/api-doc";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";
import { videoconferenceApiDoc } from "@/lib/steps/videoconference/api-doc";

/** What docs/api.md says of each action type (tsc checks every type has its words; `npm run docs:api` writes them there). */
export const STEP_API_DOCS = {
  ...byType(FORM_TYPES, () => formApiDoc),
  ...byType(DOCUMENT_TYPES, () => documentApiDoc),
  ...byType(FACE_TYPES, faceApiDoc),
  ...byType(CODE_TYPES, codeApiDoc),
  ...byType(VIDEO_TYPES, () => videoLivenessApiDoc),
  ...byType(VIDEOCONFERENCE_TYPES, videoconferenceApiDoc),
  ...byType(JOINT_OWNERSHIP_TYPES, () => jointOwnershipApiDoc),
  ...byType(AML_TYPES, () => amlApiDoc),
  ...byType(DIGITAL_KEY_TYPES, () => digitalKeyApiDoc),
} satisfies Record<ActionType, StepApiDoc>;
