import { z } from "zod";
import type { Db } from "@/lib/db/client";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { withPersonalValues } from "./sealed-values";

export const ZAuditFilters = z.object({
  actor: z.string().trim().max(320).optional().catch(undefined),
  action: z.string().trim().max(64).optional().catch(undefined),
  target: z.string().trim().max(200).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  before: z.coerce.number().int().positive().optional().catch(undefined),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, by sequence number: `before` is the last seq of the previous page (keyset, no offset); personal values as the policy shows them. */
export async function listAuditEntries(db: Db, filters: TAuditFilters, policy: PersonalDataPolicy) {
  const at = {
    ...(filters.from ? { gte: new Date(`${filters.from}T00:00:00Z`) } : {}),
    ...(filters.to ? { lt: new Date(new Date(`${filters.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
  };
  const rows = await db.staffAuditEntry.findMany({
    where: {
      ...(filters.actor ? { actorEmail: filters.actor.toLowerCase() } : {}),
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.target ? { targetId: filters.target } : {}),
      ...(filters.from || filters.to ? { at } : {}),
      ...(filters.before ? { seq: { lt: filters.before } } : {}),
    },
    orderBy: { seq: "desc" },
    take: AUDIT_PAGE_SIZE + 1,
    select: {
      seq: true,
      at: true,
      actorEmail: true,
      action: true,
      targetType: true,
      targetId: true,
      details: true,
      ip: true,
      userAgent: true,
      hash: true,
    },
  });
  const page = await withPersonalValues(db, rows.slice(0, AUDIT_PAGE_SIZE), policy);
  return { entries: page, nextBefore: rows.length > AUDIT_PAGE_SIZE ? page.at(-1)?.seq : undefined };
}

/** Who viewed or acted on one process, newest first. */
export async function processActivity(db: Db, processId: string, policy: PersonalDataPolicy, take = 100) {
  const rows = await db.staffAuditEntry.findMany({
    where: { targetType: "process", targetId: processId },
    orderBy: { seq: "desc" },
    take,
    select: { seq: true, at: true, actorEmail: true, action: true, targetType: true, details: true },
  });
  return withPersonalValues(db, rows, policy);
}
