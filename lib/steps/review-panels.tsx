import type { ComponentType } from "react";
import { AmlPanel } from "./aml/review-panel";
import { OtpPanel } from "./code/review-panel";
import { SigningPanel } from "./code/signing-review-panel";
import { GenericPanel } from "./common/review/generic-panel";
import type { PanelProps } from "./common/review/panel-props";
import { DocumentPanel } from "./document/review-panel";
import { FacePanel } from "./face/review-panel";
import { FormPanel } from "./form/review-panel";
import { VideoPanel } from "./video/review-panel";

const PANELS: Record<string, ComponentType<PanelProps>> = {
  form: FormPanel,
  "document-ocr": DocumentPanel,
  "face-liveness-3d": FacePanel,
  "face-liveness-2d": FacePanel,
  "face-verify-2d": FacePanel,
  "face-verify-3d": FacePanel,
  "face-compare-2d2d": FacePanel,
  "face-compare-3d2d": FacePanel,
  "face-enroll-2d": FacePanel,
  "face-enroll-3d": FacePanel,
  otp: OtpPanel,
  "document-sign-otp": SigningPanel,
  "document-sign-qualified": SigningPanel,
  aml: AmlPanel,
  "video-liveness": VideoPanel,
  videoconference: VideoPanel,
};

/** The panel that reads one step record: one per action type, a generic one for the rest. */
export function StepPanel(props: PanelProps) {
  const Panel = PANELS[props.step.action] ?? GenericPanel;
  return <Panel {...props} />;
}
