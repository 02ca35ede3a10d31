import type { Db, Tx } from "@/lib/db/client";
import { ServiceError } from "@/lib/service/errors";
import type { FlowSnapshot, TFlowStep } from "./flow-schema";

/** The account's active flow: no flow at all → 404 BIOFMFSE001; flows but none active → 409 BIOACASE006. */
export async function getActiveFlowOrThrow(db: Db | Tx, accountId: string): Promise<FlowSnapshot> {
  const flows = await db.flow.findMany({
    where: { accountId },
    select: { id: true, name: true, steps: true, settings: true, active: true },
  });
  if (flows.length === 0) throw new ServiceError("BIOFMFSE001");
  const active = flows.find((f) => f.active);
  if (!active) throw new ServiceError("BIOACASE006");
  return {
    id: active.id,
    name: active.name,
    steps: active.steps as unknown as TFlowStep[],
    settings: active.settings as unknown as unknown[],
  };
}
