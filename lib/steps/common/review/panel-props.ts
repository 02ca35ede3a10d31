import type { Dictionary } from "@/lib/i18n/back-office/en";
import type { ApplicantMessageView } from "@/lib/service/contract/applicant-message-view";
import type { TFlowStep } from "@/lib/service/contract/flow-schema";
import type { StepRecordView } from "@/lib/service/contract/record-view";
import type { ImageRole } from "../step-reader";

export type PanelProps = {
  step: StepRecordView;
  definition: TFlowStep | undefined;
  processId: string;
  isMasked: boolean;
  /** What each stored image of the process is (selfie, document portrait, enrolled template), by file id. */
  roles?: ReadonlyMap<string, ImageRole>;
  /** The SMS that carried this record's code (a code request's record), with its delivery. */
  delivery?: ApplicantMessageView;
  t: Dictionary;
};

export type Json = Record<string, unknown>;

export function asObject(value: unknown): Json {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

export function providerResult(step: StepRecordView): Json {
  return asObject(asObject(step.provider).result);
}

export function asNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
