import type { Db } from "@/lib/db/client";
import type { Role } from "@/lib/security/roles";

export type Staff = { id: string; email: string; name: string; role: Role; sessionId: string };

/** active: usable; second-factor: the password was right, a second factor is awaited; enrol: one must be enrolled first. */
export type SessionStage = "active" | "second-factor" | "enrol";
export type StaffSessionState = Staff & { stage: SessionStage };

/** How a session was opened, as the audit log and "my sessions" name it. */
export type SignInMethod = "password" | "password+totp" | "password+recovery-code" | "password+passkey" | "passkey" | "sso";

export type SessionStart = { stage?: SessionStage; method: SignInMethod; ip?: string | null; userAgent?: string | null };

export type SessionLimits = { maxAgeMs: number; idleMs: number };

// lastSeenAt is written at most this often: enough precision for a 30-minute idle limit, few writes.
const TOUCH_EVERY_MS = 60_000;

export async function startStaffSession(db: Db, userId: string, start: SessionStart, now = new Date()): Promise<string> {
  const id = crypto.randomUUID();
  const { stage = "active", method, ip = null, userAgent = null } = start;
  await db.staffSession.create({
    data: { id, userId, createdAt: now, lastSeenAt: now, stage, method, ip, userAgent: userAgent?.slice(0, 512) ?? null },
  });
  return id;
}

/** A second factor checked (or enrolled): the session becomes usable; false when it was not awaiting one. */
export async function activateStaffSession(db: Db, sessionId: string, method: SignInMethod): Promise<boolean> {
  const { count } = await db.staffSession.updateMany({
    where: { id: sessionId, endedAt: null, stage: { not: "active" } },
    data: { stage: "active", method },
  });
  return count > 0;
}

/**
 * The signed-in staff member behind a session id, or null when the session ended, passed its absolute
 * or idle limit, or its user was disabled. Checked on every page, action and route, not only at sign-in.
 */
export async function resolveStaffSession(
  db: Db,
  sessionId: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<StaffSessionState | null> {
  const session = await db.staffSession.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      createdAt: true,
      lastSeenAt: true,
      endedAt: true,
      stage: true,
      user: { select: { id: true, email: true, name: true, role: true, disabled: true } },
    },
  });
  if (!session || session.endedAt || session.user.disabled) return null;
  const age = now.getTime() - session.createdAt.getTime();
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (age > limits.maxAgeMs || idle > limits.idleMs) {
    await endStaffSession(db, sessionId, now);
    return null;
  }
  if (idle > TOUCH_EVERY_MS) await db.staffSession.update({ where: { id: sessionId }, data: { lastSeenAt: now } });
  const { user } = session;
  return { id: user.id, email: user.email, name: user.name, role: user.role as Role, sessionId, stage: session.stage as SessionStage };
}

/** Ends a session; returns whose it was when it was still open. */
export async function endStaffSession(db: Db, sessionId: string, now = new Date()): Promise<{ userId: string; email: string } | null> {
  const { count } = await db.staffSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: now } });
  if (!count) return null;
  const session = await db.staffSession.findUnique({ where: { id: sessionId }, select: { user: { select: { id: true, email: true } } } });
  return session ? { userId: session.user.id, email: session.user.email } : null;
}
