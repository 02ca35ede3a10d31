import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { type TypeTraits, typeNames } from "@/lib/steps/common/type-table";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";

/**
 * Every step action type: each family declares its own names (lib/steps/<family>/action-types.ts). Six tables are
 * `satisfies Record<ActionType, …>` (registry, step-readers, built-in-providers, applicant-steps, review-panels,
 * api-docs): a type added here without its entry in each does not compile (step-types.test.ts proves it).
 */
export const STEP_TYPES = {
  ...FORM_TYPES,
  ...DOCUMENT_TYPES,
  ...FACE_TYPES,
  ...CODE_TYPES,
  ...VIDEO_TYPES,
  ...VIDEOCONFERENCE_TYPES,
  ...JOINT_OWNERSHIP_TYPES,
  ...AML_TYPES,
  ...DIGITAL_KEY_TYPES,
} satisfies Record<string, TypeTraits>;

export type ActionType = keyof typeof STEP_TYPES;
export const ACTION_TYPES = typeNames(STEP_TYPES) as [ActionType, ...ActionType[]];

/** Steps whose action takes two submissions: a request (a code is sent) then a verification. */
export const TWO_SUBMISSION_TYPES: readonly ActionType[] = ACTION_TYPES.filter((type) => STEP_TYPES[type].submissions === 2);
