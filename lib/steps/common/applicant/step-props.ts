import type { CallCheck, StepResult } from "@/lib/steps/common/applicant/step-result";
import type { PhotoCapture } from "../../face/action-types";
import type { ApplicantStep } from "./applicant-view";

/** The page's server actions, handed down as props (client modules import no server code). */
export type ApplicantActions = {
  /** `capture`: face photos only, whether the camera or a picked file gave it. */
  submit: (processId: string, stepId: string, body: unknown, capture?: PhotoCapture) => Promise<StepResult>;
  back: (processId: string) => Promise<StepResult>;
  canJoin: (processId: string) => Promise<CallCheck>;
  join: (processId: string) => Promise<StepResult>;
  /** Agrees to the processing of the applicant's face (before the first biometric step). */
  consent: (processId: string) => Promise<StepResult>;
};

export type StepProps = { processId: string; step: ApplicantStep; lang: string; actions: ApplicantActions };
