import type { Db, Tx } from "@/lib/db/client";
import { ServiceError } from "@/lib/service/contract/service-error";
import { activeFlowRow } from "@/lib/service/hot-path/active-flow-row";
import { asBoolean, asJson } from "@/lib/service/raw-values";
import type { FlowSnapshot, TFlowStep } from "../contract/flow-schema";

/** The account's active flow: no flow at all → 404 BIOFMFSE001; flows but none active → 409 BIOACASE006. */
export async function getActiveFlowOrThrow(db: Db | Tx, accountId: string): Promise<FlowSnapshot> {
  const flow = await activeFlowRow(db, accountId);
  if (!flow) throw new ServiceError("BIOFMFSE001");
  if (!asBoolean(flow.active)) throw new ServiceError("BIOACASE006");
  return {
    id: String(flow.id),
    name: String(flow.name),
    steps: asJson<TFlowStep[]>(flow.steps),
    settings: asJson<unknown[]>(flow.settings),
  };
}
