import { z } from "zod";
import type { Db, Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import type { Staff } from "@/lib/staff-auth/staff-session";

const HOUR_MS = 3_600_000;
/** Without a policy a case is due this long after its process finished. */
export const DEFAULT_SLA_HOURS = 24;
const WORKDAY = { startHour: 9, endHour: 17 } as const;

export type SlaPolicyRule = { hours: number; businessHours: boolean };

export const ZSlaPolicy = z.object({
  scope: z.string().regex(/^(default|account:[\w-]{1,100}|flow:[\w-]{1,100})$/, "The scope is default, account:<id> or flow:<id>."),
  hours: z.coerce
    .number()
    .int("Whole hours.")
    .min(1, "At least one hour.")
    .max(24 * 365, "At most a year."),
  businessHours: z.boolean().default(false),
});
export type TSlaPolicy = z.input<typeof ZSlaPolicy>;

/** The policy that applies to a process: its flow's, else its account's, else the installation's default. */
export async function slaPolicyFor(db: Db | Tx, { accountId, flowId }: { accountId: string; flowId: string }): Promise<SlaPolicyRule> {
  const scopes = [`flow:${flowId}`, `account:${accountId}`, "default"];
  const rows = await db.slaPolicy.findMany({ where: { scope: { in: scopes } }, select: { scope: true, hours: true, businessHours: true } });
  const chosen = scopes.map((scope) => rows.find((row) => row.scope === scope)).find((row) => row !== undefined);
  return chosen ? { hours: chosen.hours, businessHours: chosen.businessHours } : { hours: DEFAULT_SLA_HOURS, businessHours: false };
}

/** Adds working hours (Monday–Friday, 09:00–17:00 UTC): time outside them does not count. */
export function addBusinessHours(start: Date, hours: number): Date {
  let at = start.getTime();
  let left = hours * HOUR_MS;
  while (left > 0) {
    const day = new Date(at);
    const weekday = day.getUTCDay();
    const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    const open = dayStart + WORKDAY.startHour * HOUR_MS;
    const close = dayStart + WORKDAY.endHour * HOUR_MS;
    if (weekday === 0 || weekday === 6 || at >= close) {
      at = dayStart + 24 * HOUR_MS + WORKDAY.startHour * HOUR_MS;
      continue;
    }
    if (at < open) at = open;
    const step = Math.min(left, close - at);
    at += step;
    left -= step;
  }
  return new Date(at);
}

export function dueAtFrom(finishedAt: Date, rule: SlaPolicyRule): Date {
  return rule.businessHours ? addBusinessHours(finishedAt, rule.hours) : new Date(finishedAt.getTime() + rule.hours * HOUR_MS);
}

export async function listSlaPolicies(db: Db) {
  return db.slaPolicy.findMany({
    orderBy: { scope: "asc" },
    select: { scope: true, hours: true, businessHours: true, updatedByEmail: true },
  });
}

/** Sets the policy of a scope (admins only); it applies to processes that finish from now on. */
export async function setSlaPolicy(db: Db, staff: Staff, input: TSlaPolicy, now = new Date()) {
  if (staff.role !== "admin") throw textError("forbidden", "adminEditsSla");
  const parsed = ZSlaPolicy.safeParse(input);
  if (!parsed.success) throw new AppError("invalid", parsed.error.issues[0]?.message);
  const { scope, ...rule } = parsed.data;
  const data = { ...rule, updatedAt: now, updatedByEmail: staff.email };
  await db.slaPolicy.upsert({ where: { scope }, create: { scope, ...data }, update: data });
  return parsed.data;
}
