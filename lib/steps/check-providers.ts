import type { FileBucket } from "@/lib/service/contract/file-buckets";
import type { StepError } from "@/lib/service/contract/step-outcome";
import type { ActionType } from "@/lib/steps/action-types";

/** An image or video the applicant submitted, already decoded, sniffed and stored. */
export type SubmittedMedia = { field: string; url: string; bytes: Buffer; contentType: string; width?: number; height?: number };

/** The validated record of an earlier step of the process (the latest one per step on its current path). */
export type EarlierRecord = { stepId: string; actionType: string; payload: Record<string, unknown>; result: Record<string, unknown> };

export type ProcessFile = { bytes: Buffer; contentType: string };

/** What a provider may read and keep beyond the submission itself; implemented by the submit operation. */
export type ProviderAccess = {
  earlierRecords: () => Promise<EarlierRecord[]>;
  /** A file of this process (this submission's included) or an attachment of its account, by URL or id; else null. */
  readFile: (reference: string) => Promise<ProcessFile | null>;
  /** Keeps a file the check produced (a portrait, a template, a signed PDF) with the step record; returns its URL. */
  keepFile: (bucket: FileBucket, bytes: Buffer, contentType: string) => string;
};

export type ProviderInput = ProviderAccess & {
  actionType: ActionType;
  providerId: string;
  provider: string;
  settings: Record<string, unknown>;
  payload: Record<string, unknown>;
  media: SubmittedMedia[];
  accountId: string;
  processId: string;
  now: Date;
};

export type ProviderResult = { status: boolean; result: Record<string, unknown>; error?: StepError };

/** A check done by a provider (document OCR, face, AML, signing, digital key), chosen by the step's action.provider. */
export type StepProvider = {
  providerId: string;
  provider: string;
  actionTypes: readonly ActionType[];
  check: (input: ProviderInput) => Promise<ProviderResult>;
};

/**
 * The honest default while no analysis library is registered: the service has already checked shape,
 * decodability and resolution; this says so and claims no analysis it did not do.
 */
export const noAnalysisProvider: StepProvider = {
  providerId: "none",
  provider: "none",
  actionTypes: [],
  async check() {
    return { status: true, result: { method: "none" } };
  },
};

// One list per process: the Next.js bundle and the server script load this module separately.
const REGISTRY = Symbol.for("idv.stepProviders");
const shared = globalThis as { [REGISTRY]?: StepProvider[] };
shared[REGISTRY] ??= [];
const registered: StepProvider[] = shared[REGISTRY];

/** Registers (or replaces) a provider; the returned function removes it again. */
export function registerProvider(provider: StepProvider): () => void {
  const index = registered.findIndex((p) => p.providerId === provider.providerId && p.provider === provider.provider);
  if (index >= 0) registered.splice(index, 1);
  registered.push(provider);
  return () => {
    const at = registered.indexOf(provider);
    if (at >= 0) registered.splice(at, 1);
  };
}

/** The provider named by the step; else one registered for the action type; else the no-analysis default. */
export function resolveProvider(actionType: ActionType, providerId: string, provider: string): StepProvider {
  return (
    registered.find((p) => p.providerId === providerId && p.provider === provider && p.actionTypes.includes(actionType)) ??
    registered.find((p) => p.actionTypes.includes(actionType)) ??
    noAnalysisProvider
  );
}
