import type { Db } from "@/lib/db/client";
import type { FlowSnapshot } from "@/lib/service/flows/flow-schema";
import { eventView, type ProcessRecordView, processFieldsView } from "@/lib/service/views/process-record";
import type { ProcessRecordPage } from "./types";

type Json = Record<string, unknown>;

/**
 * The record in the spec's shape (the same fields as the service's GET /processes/{id} view), read with
 * three narrow selects in parallel instead of one nested include: the heavy record page is this read.
 */
export async function loadProcessRecord(db: Db, processId: string): Promise<ProcessRecordPage | null> {
  const [row, records, events] = await Promise.all([
    db.process.findUnique({
      where: { id: processId },
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
    ...processFieldsView(row),
  };
  return { record, reference: row.reference, currentStepId: row.currentStepId, accountName: row.account.name };
}
