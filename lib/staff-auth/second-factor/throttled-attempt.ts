import type { Db } from "@/lib/db/client";
import { forgetOldSlots, releaseSlots, reserveSlots, type ThrottleLimits, throttleSlots } from "../sign-in-throttle";

export type AttemptOutcome = "accepted" | "refused" | "throttled";

/**
 * A second-factor or passkey attempt under the sign-in throttle: reserved on its subject's and the
 * address's counters first; a failure keeps its reservation, a success gives it back, a full counter skips the check.
 */
export async function throttledAttempt(
  db: Db,
  { subject, clientAddress }: { subject: string; clientAddress?: string | null },
  limits: ThrottleLimits,
  check: () => Promise<boolean>,
  now = new Date(),
): Promise<AttemptOutcome> {
  const slots = throttleSlots(subject, clientAddress, limits);
  if (!(await reserveSlots(db, slots, limits.windowMs, now))) return "throttled";
  if (!(await check())) {
    await forgetOldSlots(db, now, limits.windowMs);
    return "refused";
  }
  await releaseSlots(db, slots);
  return "accepted";
}
