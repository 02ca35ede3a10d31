import type { Db, Tx } from "@/lib/db/client";
import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";
import type { EventView, ProcessRecordView } from "@/lib/service/contract/record-view";
import { ServiceError } from "@/lib/service/contract/service-error";
import { fileUrl } from "./file-url";

type Json = Record<string, unknown>;

/** A process's record in the spec's shape, with what the back office shows beside it (not part of the spec's record). */
export type LoadedProcessRecord = { record: ProcessRecordView; reference: string | null; currentStepId: string; accountName: string };

/**
 * The one read of a process record: three narrow selects in parallel instead of one nested include (the heavy record
 * page is this read). Null when there is no such process (of that account, when one is named).
 */
export async function loadProcessRecord(db: Db | Tx, where: { id: string; accountId?: string }): Promise<LoadedProcessRecord | null> {
  const processId = where.id;
  const [row, records, events] = await Promise.all([
    db.process.findFirst({
      where,
      select: {
        id: true,
        flowSnapshot: true,
        negativeFinish: true,
        status: true,
        version: true,
        appVersion: true,
        lang: true,
        appId: true,
        credentialId: true,
        evidenceFileId: true,
        evidenceCreatedAt: true,
        createdAt: true,
        updatedAt: true,
        reference: true,
        currentStepId: true,
        account: { select: { name: true } },
      },
    }),
    db.stepRecord.findMany({
      where: { processId },
      orderBy: { seq: "asc" },
      select: {
        type: true,
        action: true,
        status: true,
        payload: true,
        info: true,
        config: true,
        provider: true,
        error: true,
        triggerId: true,
        stepId: true,
        createdAt: true,
        deviceType: true,
      },
    }),
    db.processEvent.findMany({
      where: { processId },
      orderBy: { seq: "asc" },
      select: {
        type: true,
        stepId: true,
        stepName: true,
        status: true,
        createdAt: true,
        deviceType: true,
        operatingSystem: true,
        browser: true,
      },
    }),
  ]);
  if (!row) return null;
  const record: ProcessRecordView = {
    id: row.id,
    flow: row.flowSnapshot as unknown as FlowSnapshot,
    data: records.map((r) => ({
      ...r,
      payload: r.payload as Json,
      info: r.info as Json,
      config: r.config as Json,
      provider: r.provider as Json,
      error: r.error as Json,
      createdAt: r.createdAt.toISOString(),
    })),
    events: events.map(eventView),
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
  return { record, reference: row.reference, currentStepId: row.currentStepId, accountName: row.account.name };
}

/** The process record in the spec's shape: what GET /processes/{id} returns (404 for another account's process). */
export async function getProcessRecordOrThrow(db: Db, accountId: string, processId: string): Promise<ProcessRecordView> {
  const loaded = await loadProcessRecord(db, { id: processId, accountId });
  if (!loaded) throw new ServiceError("BIOPMSSE006");
  return loaded.record;
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
function eventView(e: EventRow): EventView {
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
