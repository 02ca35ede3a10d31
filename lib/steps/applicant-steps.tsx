import type { ComponentType } from "react";
import type { ActionType } from "@/lib/steps/action-types";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { AmlStep } from "@/lib/steps/aml/applicant-step";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { CodeStep } from "@/lib/steps/code/applicant-step";
import type { StepProps } from "@/lib/steps/common/applicant/step-props";
import { byType } from "@/lib/steps/common/type-table";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { DigitalKeyStep } from "@/lib/steps/digital-key/applicant-step";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { DocumentStep } from "@/lib/steps/document/applicant-step";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { FacePhotoStep } from "@/lib/steps/face/applicant-step";
import { CompareStep } from "@/lib/steps/face/compare-step";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { FormStep } from "@/lib/steps/form/applicant-step";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { JointOwnershipStep } from "@/lib/steps/joint-ownership/applicant-step";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { VideoLivenessStep } from "@/lib/steps/video-liveness/applicant-step";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";
import { VideoconferenceStep } from "@/lib/steps/videoconference/applicant-step";
import { ScheduleStep } from "@/lib/steps/videoconference/schedule-applicant-step";

/** What the applicant page shows for each action type: the step's own form. */
export const APPLICANT_STEPS = {
  ...byType(FORM_TYPES, () => FormStep),
  ...byType(DOCUMENT_TYPES, () => DocumentStep),
  ...byType(FACE_TYPES, (type) => (FACE_TYPES[type].check === "compare" ? CompareStep : FacePhotoStep)),
  ...byType(CODE_TYPES, () => CodeStep),
  ...byType(VIDEO_TYPES, () => VideoLivenessStep),
  ...byType(VIDEOCONFERENCE_TYPES, (type) => (VIDEOCONFERENCE_TYPES[type].call === "live" ? VideoconferenceStep : ScheduleStep)),
  ...byType(JOINT_OWNERSHIP_TYPES, () => JointOwnershipStep),
  ...byType(AML_TYPES, () => AmlStep),
  ...byType(DIGITAL_KEY_TYPES, () => DigitalKeyStep),
} satisfies Record<ActionType, ComponentType<StepProps>>;
