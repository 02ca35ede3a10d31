import type { FlowSnapshot } from "./flow-schema";

/** The spec's process record (GET /processes/{id} data) and its parts: what every reader of a process reads. */
export type StepRecordView = {
  type: string;
  action: string;
  status: boolean;
  payload: Record<string, unknown>;
  info: Record<string, unknown>;
  config: Record<string, unknown>;
  provider: Record<string, unknown>;
  error: Record<string, unknown>;
  triggerId: string | null;
  stepId: string;
  createdAt: string;
  deviceType: string;
};

export type EventView = {
  type: string;
  stepId?: string;
  stepName?: string;
  status?: string;
  createdAt: string;
  deviceType: string;
  operatingSystem: string;
  browser: string;
};

export type ProcessRecordView = {
  id: string;
  flow: FlowSnapshot;
  data: StepRecordView[];
  events: EventView[];
  negativeFinish: boolean;
  status: string;
  version: string;
  appVersion: string;
  lang: string;
  appId: string;
  credentialId: string;
  evidence: { fileUrl: string; createdAt: string };
  createdAt: string;
  updatedAt: string;
};
