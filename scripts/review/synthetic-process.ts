import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { sha256Hex } from "@/lib/security/secrets";
import type { FlowSnapshot } from "@/lib/service/contract/flow-schema";
import { processSearchKeys, recordSearchKeys, uniqueKeys } from "@/lib/service/search/search-keys";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { storeWithRow } from "@/lib/storage/store-with-row";
import { samplePdf } from "./showcase-steps";

export type Owner = { accountId: string; appId: string; credentialId: string };
export type StepRow = {
  action: string;
  stepId: string;
  status: boolean;
  payload: object;
  info?: object;
  config?: object;
  provider?: object;
  error?: object;
};
export type Device = { deviceType: string; operatingSystem: string; browser: string };
export type EventRow = { type: string; stepId?: string; stepName?: string; status?: string; device?: Device };
export type StoredSample = { id: string; bucket: string; contentType: string; bytes: Buffer };

export const PHONE_DEVICE: Device = { deviceType: "mobile", operatingSystem: "Android 14", browser: "Chrome 124" };

/** The events the engine writes for these records: each submission, each pass, the finish. */
export function stepEvents(records: StepRow[], names: ReadonlyMap<string, string>, device?: Device): EventRow[] {
  const events: EventRow[] = [{ type: "process-created", device }];
  for (const record of records) {
    events.push({ type: "payload-submitted", stepId: record.stepId, stepName: names.get(record.stepId), device });
    if (record.status) events.push({ type: "process-updated", stepId: record.stepId, stepName: names.get(record.stepId), device });
  }
  return events;
}

export type SyntheticProcess = {
  processId: string;
  flowId: string;
  snapshot: FlowSnapshot;
  records: StepRow[];
  /** Without the final status-updated event: it is added. */
  events: EventRow[];
  files: StoredSample[];
  reference: string;
  currentStepId: string;
  history: string[];
  negativeFinish?: boolean;
  lang?: string;
};

/**
 * A finished process written straight to the tables (not through the engine), with sample provider results in the
 * shapes the analysis providers return, its search keys and a sample evidence file: the workspace's demos and tests.
 */
export async function writeSyntheticProcess(db: Db, owner: Owner, process: SyntheticProcess): Promise<string> {
  const { processId, records } = process;
  const start = Date.now() - 3_600_000;
  const at = (i: number) => new Date(start + i * 1000);
  const events = [...process.events, { type: "status-updated", status: "finished" }];
  const evidenceId = crypto.randomUUID();
  const files = [
    ...process.files,
    { id: evidenceId, bucket: "processes", contentType: "application/pdf", bytes: samplePdf(`Evidence of process ${processId}`) },
  ];
  const keyOf = (file: { bucket: string; id: string }) => storageKey(owner.accountId, file.bucket, file.id);
  const searchKeys = uniqueKeys([
    ...processSearchKeys({ id: processId, reference: process.reference }),
    ...records.flatMap(recordSearchKeys),
  ]);
  const toStore = files.map((file) => ({ key: keyOf(file), bytes: file.bytes }));
  await storeWithRow(fileStorage(), toStore, () =>
    db.$transaction([
      db.process.create({
        data: {
          id: processId,
          accountId: owner.accountId,
          flowId: process.flowId,
          flowSnapshot: process.snapshot as object,
          currentStepId: process.currentStepId,
          history: process.history,
          stepState: {},
          status: "finished",
          negativeFinish: process.negativeFinish ?? false,
          hasFailedStep: records.some((r) => !r.status),
          lang: process.lang ?? "pt-PT",
          appId: owner.appId,
          credentialId: owner.credentialId,
          version: "showcase",
          appVersion: "showcase-1.0",
          reference: process.reference,
          evidenceFileId: evidenceId,
          evidenceCreatedAt: at(records.length + 1),
          recordCount: records.length,
          eventCount: events.length,
          createdAt: at(0),
        },
      }),
      db.storedFile.createMany({
        data: files.map((f) => ({
          id: f.id,
          bucket: f.bucket,
          accountId: owner.accountId,
          processId,
          contentType: f.contentType,
          size: f.bytes.length,
          sha256: sha256Hex(f.bytes),
          storageKey: keyOf(f),
        })),
      }),
      db.stepRecord.createMany({
        data: records.map((r, i) => ({
          id: crypto.randomUUID(),
          processId,
          seq: i + 1,
          type: "step",
          action: r.action,
          stepId: r.stepId,
          status: r.status,
          payload: r.payload,
          info: r.info ?? { retry: 0 },
          config: r.config ?? {},
          provider: r.provider ?? {},
          error: r.error ?? {},
          triggerId: null,
          deviceType: PHONE_DEVICE.deviceType,
          createdAt: at(i + 1),
        })),
      }),
      db.processEvent.createMany({
        data: events.map(({ device, ...e }, i) => ({
          id: crypto.randomUUID(),
          processId,
          seq: i + 1,
          ...e,
          ...(device ?? PHONE_DEVICE),
          createdAt: at(Math.min(i, records.length + 1)),
        })),
      }),
      db.processSearchKey.createMany({ data: searchKeys.map((key) => ({ processId, ...key, createdAt: at(0) })) }),
    ]),
  );
  return processId;
}
