import type { Db, Tx } from "@/lib/db/client";
import { queryRows, type Row, type Statement, sql } from "@/lib/db/direct-sql";
import { ServiceError } from "@/lib/service/contract/service-error";
import type { ProcessSnapshot, StepState } from "@/lib/service/engine/types";
import { parsedFlowSnapshot } from "@/lib/service/flows/parsed-snapshots";
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

/**
 * The statement reading a process of an account, with its flow's live active flag (see `loadedProcessOf`).
 * `accountId`: a value, or SQL naming it (a column of the statement this read rides on, see withService).
 */
export function processRead(processId: string, accountId: string | Statement): Statement {
  // The snapshot as text on both databases.
  return sql`SELECT p."id", p."accountId", p."flowId", CAST(p."flowSnapshot" AS TEXT) AS "flowSnapshot", p."currentStepId", p."history", p."stepState", p."status",
      p."negativeFinish", p."lang", p."rowVersion", p."recordCount", p."eventCount", f."active" AS "flowActive"
    FROM "Process" p JOIN "Flow" f ON f."id" = p."flowId"
    WHERE p."id" = ${processId} AND p."accountId" = ${accountId}`;
}

/** The caller's process or 404 BIOPMSSE006 (another account's process does not exist for them); then 409 if its flow is inactive. */
export async function getProcessOrThrow(db: Db | Tx, accountId: string, processId: string): Promise<LoadedProcess> {
  return loadedProcessOf((await queryRows(db, processRead(processId, accountId)))[0]);
}

/**
 * The process a request names: already read with its caller's admission (`preread`, the rows of `processRead`, see
 * withService), else read now.
 */
export async function requestedProcess(
  db: Db,
  { accountId, processId, preread }: { accountId: string; processId: string; preread?: Row[] },
): Promise<LoadedProcess> {
  return preread ? loadedProcessOf(preread[0]) : getProcessOrThrow(db, accountId, processId);
}

/** A row of `processRead` as a loaded process: 404 when there is none, 409 when its flow is inactive. */
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
