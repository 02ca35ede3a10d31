import type { z } from "zod";
import type { FileBucket } from "@/lib/service/contract/file-buckets";
import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import type { CheckOutcome } from "@/lib/service/contract/step-outcome";
import type { ActionType, STEP_TYPES } from "@/lib/steps/action-types";
import type { ProviderAccess } from "@/lib/steps/check-providers";
import type { PhotoCapture } from "../face/action-types";

/** A file an action wants kept: the submit operation writes its bytes and its row with the step record. */
export type StagedFile = { id: string; bucket: FileBucket; contentType: string; bytes: Buffer; sha256: string; url: string };

export type ActionContext = {
  step: TFlowStep;
  accountId: string;
  processId: string;
  now: Date;
  stage: (bucket: FileBucket, bytes: Buffer, contentType: string) => StagedFile;
  hasAttachment: (fileId: string) => Promise<boolean>;
  /** Whether an agent has the process's video call open (a call step may not be postponed then). */
  isCallOpen: () => Promise<boolean>;
  earlierRecords: ProviderAccess["earlierRecords"];
  readFile: ProviderAccess["readFile"];
  /** Applicant pages only: whether the submitted photo came from the camera or a picked file. */
  capture?: PhotoCapture;
};

/** The fields a step's body may carry, and those it must. */
export type StepFields = { taken: readonly string[]; required: readonly string[] };

export type SingleSubmissionAction<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** When the step narrows its schema's fields (a form lists its own); absent: the schema's. */
  fieldsOf?(step: TFlowStep): StepFields;
  check(payload: z.output<S>, context: ActionContext): Promise<CheckOutcome>;
};

/** otp and the signing steps: a request sends a code; a verification confirms it (see engine). */
export type TwoSubmissionAction<R extends z.ZodType = z.ZodType, V extends z.ZodType = z.ZodType> = {
  request: R;
  verify: V;
  prepareRequest(payload: z.output<R>, context: ActionContext): Promise<{ recipient: string; payload: Record<string, unknown> }>;
  confirm(payload: z.output<V>, context: ActionContext): Promise<CheckOutcome>;
};

/** The action a declared type needs: its table says one submission or two. */
export type ActionFor<T extends ActionType> = (typeof STEP_TYPES)[T]["submissions"] extends 2
  ? TwoSubmissionAction
  : SingleSubmissionAction;

/** An action as the submit operation reads it: its type, and its kind from the type's table. */
export type StepAction =
  | ({ type: ActionType; kind: "single" } & SingleSubmissionAction)
  | ({ type: ActionType; kind: "two-submission" } & TwoSubmissionAction);
