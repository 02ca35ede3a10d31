import type { Db, Tx } from "@/lib/db/client";
import type { Row } from "@/lib/db/direct-sql";
import { processRecordRows } from "@/lib/db/process-record-sql";
import type { EventView, ProcessRecordView, StepRecordView } from "@/lib/service/contract/record-view";
import { ServiceError } from "@/lib/service/contract/service-error";
import { parsedFlowSnapshot } from "@/lib/service/flows/parsed-snapshots";
import { asBoolean, asIsoTimestamp, asJson } from "@/lib/service/raw-values";
import { fileUrl } from "./file-url";

type Json = Record<string, unknown>;

/** A process's record in the spec's shape, with what the back office shows beside it (not part of the spec's record). */
export type LoadedProcessRecord = { record: ProcessRecordView; reference: string | null; currentStepId: string; accountName: string };

/** The one read of a process record (process-record-sql.ts). Null when there is no such process (of that account, when one is named). */
export async function loadProcessRecord(db: Db | Tx, where: { id: string; accountId?: string }): Promise<LoadedProcessRecord | null> {
  const { process: row, records, events } = await processRecordRows(db, where);
  if (!row) return null;
  const record: ProcessRecordView = {
    id: String(row.id),
    flow: parsedFlowSnapshot(String(row.flowSnapshot)),
    data: records.map(stepRecordView),
    events: events.map(eventView),
    negativeFinish: asBoolean(row.negativeFinish),
    status: String(row.status),
    version: String(row.version),
    appVersion: String(row.appVersion),
    lang: String(row.lang),
    appId: String(row.appId),
    credentialId: String(row.credentialId),
    evidence: {
      fileUrl: row.evidenceFileId ? fileUrl("processes", String(row.evidenceFileId)) : "",
      createdAt: row.evidenceCreatedAt ? asIsoTimestamp(row.evidenceCreatedAt) : "",
    },
    createdAt: asIsoTimestamp(row.createdAt),
    updatedAt: asIsoTimestamp(row.updatedAt),
  };
  return {
    record,
    reference: optional(row.reference),
    currentStepId: String(row.currentStepId),
    accountName: String(row.accountName),
  };
}

/** The process record in the spec's shape: what GET /processes/{id} returns (404 for another account's process). */
export async function getProcessRecordOrThrow(db: Db, accountId: string, processId: string): Promise<ProcessRecordView> {
  const loaded = await loadProcessRecord(db, { id: processId, accountId });
  if (!loaded) throw new ServiceError("BIOPMSSE006");
  return loaded.record;
}

const optional = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function stepRecordView(r: Row): StepRecordView {
  return {
    type: String(r.type),
    action: String(r.action),
    status: asBoolean(r.status),
    payload: asJson<Json>(r.payload),
    info: asJson<Json>(r.info),
    config: asJson<Json>(r.config),
    provider: asJson<Json>(r.provider),
    error: asJson<Json>(r.error),
    triggerId: optional(r.triggerId),
    stepId: String(r.stepId),
    createdAt: asIsoTimestamp(r.createdAt),
    deviceType: String(r.deviceType),
  };
}

/** One event in the spec's shape: step fields only on step events. */
function eventView(e: Row): EventView {
  const stepId = optional(e.stepId);
  const stepName = optional(e.stepName);
  const status = optional(e.status);
  return {
    type: String(e.type),
    ...(stepId !== null ? { stepId } : {}),
    ...(stepName !== null ? { stepName } : {}),
    ...(status !== null ? { status } : {}),
    createdAt: asIsoTimestamp(e.createdAt),
    deviceType: String(e.deviceType),
    operatingSystem: String(e.operatingSystem),
    browser: String(e.browser),
  };
}
