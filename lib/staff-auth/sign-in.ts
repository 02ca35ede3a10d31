import type { Db } from "@/lib/db/client";
import { decoyHash, verifyPassword } from "./password";
import { stageAfterPassword } from "./second-factor/factors";
import { forgetOldSlots, releaseSlots, reserveSlots, type ThrottleLimits, throttleSlots } from "./sign-in-throttle";
import { type SessionStage, startStaffSession } from "./staff-session";

export type SignInResult =
  | { ok: true; userId: string; sessionId: string; stage: SessionStage }
  | { ok: false; reason: "invalid" | "throttled" };

/**
 * Checks an e-mail and password. The attempt is first reserved on the e-mail's and the client address's
 * counters; a full counter answers "throttled" without checking the password. Throttled, unknown e-mail,
 * wrong password and disabled user all cost one password hash; the last three answer the same "invalid".
 * A failure keeps its reservation (it is the failure counted); a success gives it back. A user with a second
 * factor gets a session awaiting it; without one, when the installation requires one, a session that must enrol.
 */
export async function signInWithPassword(
  db: Db,
  {
    email,
    password,
    clientAddress,
    userAgent,
  }: { email: string; password: string; clientAddress?: string | null; userAgent?: string | null },
  limits: ThrottleLimits,
  now = new Date(),
): Promise<SignInResult> {
  const address = email.trim().toLowerCase();
  const slots = throttleSlots(`email:${address}`, clientAddress, limits);
  const isReserved = await reserveSlots(db, slots, limits.windowMs, now);
  const user = isReserved
    ? await db.user.findUnique({ where: { email: address }, select: { id: true, passwordHash: true, disabled: true } })
    : null;
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!isReserved) return { ok: false, reason: "throttled" };
  if (!user || !matches || user.disabled) {
    await forgetOldSlots(db, now, limits.windowMs);
    return { ok: false, reason: "invalid" };
  }
  await releaseSlots(db, slots);
  const stage = await stageAfterPassword(db, user.id);
  const sessionId = await startStaffSession(db, user.id, { stage, method: "password", ip: clientAddress, userAgent }, now);
  return { ok: true, userId: user.id, sessionId, stage };
}
