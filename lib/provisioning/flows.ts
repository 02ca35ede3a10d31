import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { type TFlowDefinition, ZFlowDefinition } from "@/lib/service/contract/flow-schema";

export function parseFlowDefinition(input: unknown): TFlowDefinition {
  const parsed = ZFlowDefinition.safeParse(input);
  if (!parsed.success)
    throw new AppError(
      "invalid",
      `not a flow: ${parsed.error.issues.map((i) => `${i.path.join(".") || "flow"}: ${i.message}`).join("; ")}`,
    );
  return parsed.data;
}

/** Activating a flow deactivates the account's other flows, in one transaction. */
export async function setFlowActive(db: Db, id: string, active: boolean): Promise<{ id: string; active: boolean }> {
  const flow = await db.flow.findUnique({ where: { id }, select: { accountId: true } });
  if (!flow) throw new AppError("not-found", `no flow ${id}`);
  await db.$transaction([
    ...(active ? [db.flow.updateMany({ where: { accountId: flow.accountId, active: true, NOT: { id } }, data: { active: false } })] : []),
    db.flow.update({ where: { id }, data: { active } }),
  ]);
  return { id, active };
}

/**
 * Imports a flow in the spec's shape under a new id, or under `id` (re-importing it replaces the steps:
 * running processes keep their own snapshot).
 */
export async function importFlow(
  db: Db,
  { accountId, definition, activate = false, id: wantedId }: { accountId: string; definition: unknown; activate?: boolean; id?: string },
): Promise<{ id: string }> {
  const flow = parseFlowDefinition(definition);
  if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } })))
    throw new AppError("not-found", `no account ${accountId}`);
  const id = wantedId ?? crypto.randomUUID();
  const existing = await db.flow.findUnique({ where: { id }, select: { accountId: true } });
  if (existing && existing.accountId !== accountId) throw new AppError("invalid", `flow id ${id} belongs to another account`);
  const data = { name: flow.name, steps: flow.steps as object, settings: flow.settings as object };
  await db.flow.upsert({ where: { id }, create: { id, accountId, ...data }, update: data });
  if (activate) await setFlowActive(db, id, true);
  return { id };
}

export async function exportFlow(db: Db, id: string): Promise<TFlowDefinition & { id: string; active: boolean }> {
  const flow = await db.flow.findUnique({ where: { id } });
  if (!flow) throw new AppError("not-found", `no flow ${id}`);
  return {
    id: flow.id,
    name: flow.name,
    steps: flow.steps as TFlowDefinition["steps"],
    settings: flow.settings as unknown[],
    active: flow.active,
  };
}

/** Every flow with its account's name and its steps' action types: the flows page. */
export async function listFlows(db: Db) {
  const flows = await db.flow.findMany({
    orderBy: [{ accountId: "asc" }, { createdAt: "asc" }],
    select: { id: true, name: true, active: true, steps: true, account: { select: { name: true } } },
  });
  return flows.map(({ steps, account, ...flow }) => ({
    ...flow,
    accountName: account.name,
    actionTypes: (steps as TFlowDefinition["steps"]).map((step) => step.action.type),
  }));
}
