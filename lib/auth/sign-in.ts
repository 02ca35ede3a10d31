import type { Db } from "@/lib/db/client";
import { decoyHash, verifyPassword } from "./password";
import { startStaffSession } from "./staff-session";

export type ThrottleLimits = { maxFailures: number; windowMs: number };
export type SignInResult = { ok: true; userId: string; sessionId: string } | { ok: false; reason: "invalid" | "throttled" };

/**
 * Checks an e-mail and password. Unknown e-mail, wrong password and disabled user all answer the same
 * "invalid" after the same amount of work; too many recent failures for the e-mail answer "throttled".
 */
export async function signInWithPassword(
  db: Db,
  { email, password }: { email: string; password: string },
  limits: ThrottleLimits,
  now = new Date(),
): Promise<SignInResult> {
  const address = email.trim().toLowerCase();
  const since = new Date(now.getTime() - limits.windowMs);
  const recentFailures = await db.signInFailure.count({ where: { email: address, createdAt: { gt: since } } });
  if (recentFailures >= limits.maxFailures) return { ok: false, reason: "throttled" };

  const user = await db.user.findUnique({ where: { email: address }, select: { id: true, passwordHash: true, disabled: true } });
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !matches || user.disabled) {
    await db.$transaction([
      db.signInFailure.create({ data: { id: crypto.randomUUID(), email: address, createdAt: now } }),
      db.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 24 * 3600_000) } } }),
    ]);
    return { ok: false, reason: "invalid" };
  }
  await db.signInFailure.deleteMany({ where: { email: address } });
  return { ok: true, userId: user.id, sessionId: await startStaffSession(db, user.id, now) };
}
