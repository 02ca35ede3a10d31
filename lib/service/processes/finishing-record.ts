import type { Db } from "@/lib/db/client";
import type { ProcessRecordView } from "@/lib/service/contract/record-view";
import type { RecordDraft } from "@/lib/service/contract/step-outcome";
import type { TransitionResult } from "@/lib/service/engine/types";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import type { Device } from "../context";
import type { LoadedProcess } from "./load-process";

/** The record a finishing transition will leave: what is stored, with this transition's records and its end. */
export async function finishingRecord(
  db: Db,
  loaded: LoadedProcess,
  result: TransitionResult,
  { device, now }: { device: Device; now: Date },
): Promise<ProcessRecordView> {
  const stored = await loadProcessRecord(db, { id: loaded.id });
  if (!stored) throw new Error(`process ${loaded.id} is gone`);
  const drafted = (draft: RecordDraft) => ({
    ...draft,
    type: "step",
    provider: draft.provider as Record<string, unknown>,
    error: draft.error as Record<string, unknown>,
    triggerId: null,
    createdAt: now.toISOString(),
    deviceType: device.deviceType,
  });
  return {
    ...stored.record,
    data: [...stored.record.data, ...result.records.map(drafted)],
    status: result.next.status,
    negativeFinish: result.next.negativeFinish,
  };
}
