import type { Db, Tx } from "@/lib/db/client";
import { ServiceError } from "@/lib/service/errors";
import type { FlowSnapshot, TFlowStep } from "./flow-schema";

/** The account's active flow: no flow at all → 404 BIOFMFSE001; flows but none active → 409 BIOACASE006. */
export async function getActiveFlowOrThrow(db: Db | Tx, accountId: string): Promise<FlowSnapshot> {
  const active = await db.flow.findFirst({
    where: { accountId, active: true },
    select: { id: true, name: true, steps: true, settings: true },
  });
  if (!active) throw new ServiceError((await db.flow.count({ where: { accountId } })) === 0 ? "BIOFMFSE001" : "BIOACASE006");
  return {
    id: active.id,
    name: active.name,
    steps: active.steps as unknown as TFlowStep[],
    settings: active.settings as unknown as unknown[],
  };
}
