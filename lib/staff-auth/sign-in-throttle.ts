import type { Db } from "@/lib/db/client";

export type ThrottleLimits = { maxFailures: number; maxFailuresPerAddress: number; windowMs: number };

type Slot = { key: string; max: number };

const FORGET_AFTER_MS = 24 * 3600_000;

/**
 * The counters one attempt uses: its subject always (`email:<address>` for a password, `second-factor:<user id>`
 * for a code or passkey), its client address when the server knows it.
 */
export function throttleSlots(subject: string, clientAddress: string | null | undefined, limits: ThrottleLimits): Slot[] {
  const slots = [{ key: subject, max: limits.maxFailures }];
  if (clientAddress) slots.push({ key: `address:${clientAddress}`, max: limits.maxFailuresPerAddress });
  return slots;
}

/**
 * Takes one attempt from the key's window in a single statement: PostgreSQL locks the row for the
 * upsert and SQLite runs one writer at a time, so parallel attempts cannot all see room. False when full.
 */
async function reserve(db: Db, { key, max }: Slot, windowMs: number, now: Date): Promise<boolean> {
  const nowMs = BigInt(now.getTime());
  const expired = BigInt(now.getTime() - windowMs);
  const changed = await db.$executeRaw`
    INSERT INTO "SignInThrottle" ("key", "count", "windowStartMs") VALUES (${key}, 1, ${nowMs})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "SignInThrottle"."windowStartMs" <= ${expired} THEN 1 ELSE "SignInThrottle"."count" + 1 END,
      "windowStartMs" = CASE WHEN "SignInThrottle"."windowStartMs" <= ${expired} THEN ${nowMs} ELSE "SignInThrottle"."windowStartMs" END
    WHERE "SignInThrottle"."count" < ${max} OR "SignInThrottle"."windowStartMs" <= ${expired}`;
  return changed > 0;
}

/** Gives an attempt back (it succeeded, or another counter refused it), so that only failures count. */
export async function releaseSlots(db: Db, slots: Slot[]): Promise<void> {
  for (const { key } of slots) await db.signInThrottle.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

/** Reserves an attempt on every counter, or on none: true when the password may be checked. */
export async function reserveSlots(db: Db, slots: Slot[], windowMs: number, now: Date): Promise<boolean> {
  const taken: Slot[] = [];
  for (const slot of slots) {
    if (!(await reserve(db, slot, windowMs, now))) {
      await releaseSlots(db, taken);
      return false;
    }
    taken.push(slot);
  }
  return true;
}

/** Counters whose window ended long ago. */
export async function forgetOldSlots(db: Db, now: Date, windowMs: number): Promise<void> {
  const before = BigInt(now.getTime() - Math.max(windowMs, FORGET_AFTER_MS));
  await db.signInThrottle.deleteMany({ where: { windowStartMs: { lt: before } } });
}
