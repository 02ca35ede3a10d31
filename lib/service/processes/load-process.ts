import type { Db, Tx } from "@/lib/db/client";
import type { ProcessSnapshot, StepState } from "@/lib/service/engine/types";
import { ServiceError } from "@/lib/service/errors";
import type { FlowSnapshot } from "@/lib/service/flows/flow-schema";

const processSelect = {
  id: true,
  accountId: true,
  flowId: true,
  flowSnapshot: true,
  currentStepId: true,
  history: true,
  stepState: true,
  status: true,
  negativeFinish: true,
  rowVersion: true,
  recordCount: true,
  eventCount: true,
  flow: { select: { active: true } },
} as const;

export type LoadedProcess = {
  id: string;
  accountId: string;
  flowId: string;
  rowVersion: number;
  recordCount: number;
  eventCount: number;
  isFlowActive: boolean;
  snapshot: ProcessSnapshot;
};

/** The caller's process or 404 BIOPMSSE006 (another account's process does not exist for them); then 409 if its flow is inactive. */
export async function getProcessOrThrow(db: Db | Tx, accountId: string, processId: string): Promise<LoadedProcess> {
  const row = await db.process.findFirst({ where: { id: processId, accountId }, select: processSelect });
  if (!row) throw new ServiceError("BIOPMSSE006");
  if (!row.flow.active) throw new ServiceError("BIOACASE006");
  return {
    id: row.id,
    accountId: row.accountId,
    flowId: row.flowId,
    rowVersion: row.rowVersion,
    recordCount: row.recordCount,
    eventCount: row.eventCount,
    isFlowActive: row.flow.active,
    snapshot: {
      id: row.id,
      status: row.status === "finished" ? "finished" : "in-progress",
      negativeFinish: row.negativeFinish,
      flow: row.flowSnapshot as unknown as FlowSnapshot,
      currentStepId: row.currentStepId,
      history: row.history as unknown as string[],
      stepState: row.stepState as unknown as Record<string, StepState>,
    },
  };
}

export function requireInProgress(process: LoadedProcess): void {
  if (process.snapshot.status === "finished") throw new ServiceError("BIOPMSCE002");
}
