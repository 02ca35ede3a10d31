import type { ComponentType } from "react";
import { type ActionType, STEP_TYPES } from "@/lib/steps/action-types";
import { AML_TYPES } from "@/lib/steps/aml/action-types";
import { AmlPanel } from "@/lib/steps/aml/review-panel";
import { CODE_TYPES } from "@/lib/steps/code/action-types";
import { OtpPanel } from "@/lib/steps/code/review-panel";
import { SigningPanel } from "@/lib/steps/code/signing-review-panel";
import { GenericPanel } from "@/lib/steps/common/review/generic-panel";
import type { PanelProps } from "@/lib/steps/common/review/panel-props";
import { byType } from "@/lib/steps/common/type-table";
import { DIGITAL_KEY_TYPES } from "@/lib/steps/digital-key/action-types";
import { DOCUMENT_TYPES } from "@/lib/steps/document/action-types";
import { DocumentPanel } from "@/lib/steps/document/review-panel";
import { FACE_TYPES } from "@/lib/steps/face/action-types";
import { FacePanel } from "@/lib/steps/face/review-panel";
import { FORM_TYPES } from "@/lib/steps/form/action-types";
import { FormPanel } from "@/lib/steps/form/review-panel";
import { JOINT_OWNERSHIP_TYPES } from "@/lib/steps/joint-ownership/action-types";
import { VIDEO_TYPES } from "@/lib/steps/video-liveness/action-types";
import { VideoPanel } from "@/lib/steps/video-liveness/review-panel";
import { VIDEOCONFERENCE_TYPES } from "@/lib/steps/videoconference/action-types";
import { CallPanel } from "@/lib/steps/videoconference/review-panel";

/** The panel that reads a step record of each action type (GenericPanel: the payload and the provider's result as they are). */
export const REVIEW_PANELS = {
  ...byType(FORM_TYPES, () => FormPanel),
  ...byType(DOCUMENT_TYPES, () => DocumentPanel),
  ...byType(FACE_TYPES, () => FacePanel),
  ...byType(CODE_TYPES, (type) => (CODE_TYPES[type].signature === null ? OtpPanel : SigningPanel)),
  ...byType(VIDEO_TYPES, () => VideoPanel),
  ...byType(VIDEOCONFERENCE_TYPES, (type) => (VIDEOCONFERENCE_TYPES[type].call === "live" ? CallPanel : GenericPanel)),
  ...byType(JOINT_OWNERSHIP_TYPES, () => GenericPanel),
  ...byType(AML_TYPES, () => AmlPanel),
  ...byType(DIGITAL_KEY_TYPES, () => GenericPanel),
} satisfies Record<ActionType, ComponentType<PanelProps>>;

/** One step record's panel; a record of a type this version no longer declares is shown as it is. */
export function StepPanel(props: PanelProps) {
  const Panel = Object.hasOwn(STEP_TYPES, props.step.action) ? REVIEW_PANELS[props.step.action as ActionType] : GenericPanel;
  return <Panel {...props} />;
}
