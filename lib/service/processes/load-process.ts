import type { Db, Tx } from "@/lib/db/client";
import type { Row } from "@/lib/db/direct-sql";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { ProcessSnapshot, StepState } from "@/lib/service/engine/types";
import { parsedFlowSnapshot } from "@/lib/service/flows/parsed-snapshots";
import { readProcessRow } from "@/lib/service/hot-path/process-row";
import { asBoolean, asJson, asNumber } from "@/lib/service/raw-values";

export type LoadedProcess = {
  id: string;
  accountId: string;
  flowId: string;
  /** The process's language (ll-CC): its messages to the applicant are written in it. */
  lang: string;
  rowVersion: number;
  recordCount: number;
  eventCount: number;
  snapshot: ProcessSnapshot;
};

/** The caller's process or 404 BIOPMSSE006 (another account's process does not exist for them); then 409 if its flow is inactive. */
export async function getProcessOrThrow(db: Db | Tx, accountId: string, processId: string): Promise<LoadedProcess> {
  return loadedProcessOf(await readProcessRow(db, processId, accountId));
}

/**
 * The process a request names: already read with its caller's admission (`preread`: the row of
 * `admitCallerAndReadProcess`), else read now.
 */
export async function requestedProcess(
  db: Db,
  { accountId, processId, preread }: { accountId: string; processId: string; preread?: Row },
): Promise<LoadedProcess> {
  return preread ? loadedProcessOf(preread) : getProcessOrThrow(db, accountId, processId);
}

/** A process row as a loaded process: 404 when there is none, 409 when its flow is inactive. */
function loadedProcessOf(row: Row | undefined): LoadedProcess {
  if (!row) throw new ServiceError("BIOPMSSE006");
  if (!asBoolean(row.flowActive)) throw new ServiceError("BIOACASE006");
  const id = String(row.id);
  return {
    id,
    accountId: String(row.accountId),
    flowId: String(row.flowId),
    lang: String(row.lang),
    rowVersion: asNumber(row.rowVersion),
    recordCount: asNumber(row.recordCount),
    eventCount: asNumber(row.eventCount),
    snapshot: {
      id,
      status: row.status === "finished" ? "finished" : "in-progress",
      negativeFinish: asBoolean(row.negativeFinish),
      flow: parsedFlowSnapshot(String(row.flowSnapshot)),
      currentStepId: String(row.currentStepId),
      history: asJson<string[]>(row.history),
      stepState: asJson<Record<string, StepState>>(row.stepState),
    },
  };
}

export function requireInProgress(process: LoadedProcess): void {
  if (process.snapshot.status === "finished") throw new ServiceError("BIOPMSCE002");
}
