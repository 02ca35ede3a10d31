import type { Db, Tx } from "@/lib/db/client";
import { ServiceError } from "@/lib/service/errors";
import type { FlowSnapshot } from "@/lib/service/flows/flow-schema";
import { fileUrl } from "./file-url";

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

type Json = Record<string, unknown>;

/** The process record in the spec's shape: what GET /processes/{id} returns and what the back office reads. */
export async function getProcessRecordOrThrow(db: Db | Tx, accountId: string, processId: string): Promise<ProcessRecordView> {
  const row = await db.process.findFirst({
    where: { id: processId, accountId },
    include: { records: { orderBy: { seq: "asc" } }, events: { orderBy: { seq: "asc" } } },
  });
  if (!row) throw new ServiceError("BIOPMSSE006");
  return {
    id: row.id,
    flow: row.flowSnapshot as unknown as FlowSnapshot,
    data: row.records.map((r) => ({
      type: r.type,
      action: r.action,
      status: r.status,
      payload: r.payload as Json,
      info: r.info as Json,
      config: r.config as Json,
      provider: r.provider as Json,
      error: r.error as Json,
      triggerId: r.triggerId,
      stepId: r.stepId,
      createdAt: r.createdAt.toISOString(),
      deviceType: r.deviceType,
    })),
    events: row.events.map(eventView),
    ...processFieldsView(row),
  };
}

type EventRow = {
  type: string;
  stepId: string | null;
  stepName: string | null;
  status: string | null;
  createdAt: Date;
  deviceType: string;
  operatingSystem: string;
  browser: string;
};

/** One event in the spec's shape: step fields only on step events. */
export function eventView(e: EventRow): EventView {
  return {
    type: e.type,
    ...(e.stepId !== null ? { stepId: e.stepId } : {}),
    ...(e.stepName !== null ? { stepName: e.stepName } : {}),
    ...(e.status !== null ? { status: e.status } : {}),
    createdAt: e.createdAt.toISOString(),
    deviceType: e.deviceType,
    operatingSystem: e.operatingSystem,
    browser: e.browser,
  };
}

type ProcessFieldsRow = {
  negativeFinish: boolean;
  status: string;
  version: string;
  appVersion: string;
  lang: string;
  appId: string;
  credentialId: string;
  evidenceFileId: string | null;
  evidenceCreatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The record's own fields after its flow, steps and events. */
export function processFieldsView(row: ProcessFieldsRow): Omit<ProcessRecordView, "id" | "flow" | "data" | "events"> {
  return {
    negativeFinish: row.negativeFinish,
    status: row.status,
    version: row.version,
    appVersion: row.appVersion,
    lang: row.lang,
    appId: row.appId,
    credentialId: row.credentialId,
    evidence: {
      fileUrl: row.evidenceFileId ? fileUrl("processes", row.evidenceFileId) : "",
      createdAt: row.evidenceCreatedAt ? row.evidenceCreatedAt.toISOString() : "",
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
