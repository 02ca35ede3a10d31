"use client";

import { dictionaryFor } from "@/lib/i18n/applicant-dictionary";
import { CodeStep } from "../../lib/steps/code/applicant-step";
import { ConfirmStep } from "../../lib/steps/common/applicant/confirm-step";
import type { StepProps } from "../../lib/steps/common/applicant/step-props";
import { TextConfirmStep } from "../../lib/steps/common/applicant/text-confirm-step";
import { DocumentStep } from "../../lib/steps/document/applicant-step";
import { FacePhotoStep } from "../../lib/steps/face/applicant-step";
import { FormStep } from "../../lib/steps/form/applicant-step";
import { JointOwnershipStep } from "../../lib/steps/joint-ownership/applicant-step";
import { VideoLivenessStep } from "../../lib/steps/video/applicant-step";
import { VideoconferenceStep } from "../../lib/steps/videoconference/applicant-step";
import { ScheduleStep } from "../../lib/steps/videoconference/schedule-applicant-step";
import { BackButton } from "./back-button";

function StepBody(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  switch (props.step.type) {
    case "form":
      return <FormStep {...props} />;
    case "document-ocr":
      return <DocumentStep {...props} />;
    case "face-liveness-3d":
    case "face-liveness-2d":
    case "face-verify-2d":
    case "face-verify-3d":
    case "face-enroll-2d":
    case "face-enroll-3d":
      return <FacePhotoStep {...props} />;
    case "face-compare-2d2d":
    case "face-compare-3d2d": {
      const { template1, template2, isAgainstDocument } = props.step.compare ?? {
        template1: "live-photo",
        template2: "document-photo",
        isAgainstDocument: true,
      };
      return (
        <ConfirmStep {...props} body={() => ({ template1, template2 })}>
          <p>{isAgainstDocument ? dict.compare.body : dict.compare.bodyWithoutDocument}</p>
        </ConfirmStep>
      );
    }
    case "otp":
    case "document-sign-otp":
    case "document-sign-qualified":
      return <CodeStep {...props} />;
    case "video-liveness":
      return <VideoLivenessStep {...props} />;
    case "videoconference":
      return <VideoconferenceStep {...props} />;
    case "videoconference-schedule":
      return <ScheduleStep {...props} />;
    case "joint-ownership":
      return <JointOwnershipStep {...props} />;
    case "aml":
    case "digital-key":
      return <TextConfirmStep {...props} />;
  }
}

/** The current step: its name, the attempts left, the step's own form, and Back only where allowed. */
export function StepScreen(props: StepProps) {
  const dict = dictionaryFor(props.lang);
  const { step } = props;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold">{step.name}</h1>
        <p className="mt-1 text-sm text-slate-700" data-testid="attempts-left">
          {dict.attemptsLeft(step.attemptsLeft)}
        </p>
      </div>
      <StepBody {...props} />
      {step.canGoBack ? <BackButton processId={props.processId} lang={props.lang} back={props.actions.back} /> : null}
    </div>
  );
}
