import type { z } from "zod";
import type { CheckOutcome } from "@/lib/service/engine/types";
import type { ActionType, TFlowStep } from "@/lib/service/flows/flow-schema";
import type { ProviderAccess } from "@/lib/service/providers";

export type FileBucket = "attachments" | "processes" | "videos" | "audios";
export const FILE_BUCKETS: readonly FileBucket[] = ["attachments", "processes", "videos", "audios"];

/** A file an action wants kept: the submit operation writes its bytes and its row with the step record. */
export type StagedFile = { id: string; bucket: FileBucket; contentType: string; bytes: Buffer; sha256: string; url: string };

export type ActionContext = {
  step: TFlowStep;
  accountId: string;
  processId: string;
  now: Date;
  stage: (bucket: FileBucket, bytes: Buffer, contentType: string) => StagedFile;
  hasJoinedVideoconference: boolean;
  hasAttachment: (fileId: string) => Promise<boolean>;
  earlierRecords: ProviderAccess["earlierRecords"];
  readFile: ProviderAccess["readFile"];
};

/** The fields a step's body may carry, and those it must. */
export type StepFields = { taken: readonly string[]; required: readonly string[] };

export type SingleSubmissionAction<S extends z.ZodType = z.ZodType> = {
  type: ActionType;
  kind: "single";
  schema: S;
  /** When the step narrows its schema's fields (a form lists its own); absent: the schema's. */
  fieldsOf?(step: TFlowStep): StepFields;
  check(payload: z.output<S>, context: ActionContext): Promise<CheckOutcome>;
};

/** otp and the signing steps: a request sends a code; a verification confirms it (see engine). */
export type TwoSubmissionAction<R extends z.ZodType = z.ZodType, V extends z.ZodType = z.ZodType> = {
  type: ActionType;
  kind: "two-submission";
  request: R;
  verify: V;
  prepareRequest(payload: z.output<R>, context: ActionContext): Promise<{ recipient: string; payload: Record<string, unknown> }>;
  confirm(payload: z.output<V>, context: ActionContext): Promise<CheckOutcome>;
};

export type StepAction = SingleSubmissionAction | TwoSubmissionAction;
