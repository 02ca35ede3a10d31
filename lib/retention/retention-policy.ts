import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { textError } from "@/lib/i18n/error-texts";

export type RetentionPeriods = { keepDays: number; unfinishedDays: number };

/** The installation's periods for accounts without a policy: 5 years after the decision (AML directive), 180 days unfinished. */
export function defaultRetention(): RetentionPeriods {
  return { keepDays: env().RETENTION_DEFAULT_KEEP_DAYS, unfinishedDays: env().RETENTION_DEFAULT_UNFINISHED_DAYS };
}

export async function retentionOf(db: Db, accountId: string): Promise<RetentionPeriods> {
  const policy = await db.retentionPolicy.findUnique({ where: { accountId }, select: { keepDays: true, unfinishedDays: true } });
  return policy ?? defaultRetention();
}

export async function setRetentionPolicy(db: Db, accountId: string, periods: RetentionPeriods, byEmail: string) {
  for (const days of [periods.keepDays, periods.unfinishedDays])
    if (!Number.isInteger(days) || days < 1) throw textError("invalid", "retentionDays");
  if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } }))) throw textError("not-found", "noSuchAccount");
  const data = { ...periods, updatedAt: new Date(), updatedByEmail: byEmail };
  await db.retentionPolicy.upsert({ where: { accountId }, create: { accountId, ...data }, update: data });
}
