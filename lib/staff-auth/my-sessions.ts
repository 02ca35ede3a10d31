import type { Db } from "@/lib/db/client";
import { staffTextError } from "@/lib/i18n/error-texts";
import { deviceFromUserAgent } from "@/lib/service/device";
import type { SessionLimits, Staff } from "./staff-session";

export type OpenSession = {
  id: string;
  device: string;
  ip: string | null;
  method: string;
  createdAt: Date;
  lastSeenAt: Date;
  isCurrent: boolean;
};

/** The caller's own open sessions (not ended, within the absolute and idle limits), newest first. */
export async function listOwnSessions(db: Db, staff: Staff, limits: SessionLimits, now = new Date()): Promise<OpenSession[]> {
  const rows = await db.staffSession.findMany({
    where: {
      userId: staff.id,
      endedAt: null,
      createdAt: { gt: new Date(now.getTime() - limits.maxAgeMs) },
      lastSeenAt: { gt: new Date(now.getTime() - limits.idleMs) },
    },
    select: { id: true, userAgent: true, ip: true, method: true, createdAt: true, lastSeenAt: true },
    orderBy: { createdAt: "desc" },
  });
  return rows.map(({ userAgent, ...row }) => {
    const device = deviceFromUserAgent(userAgent);
    return { ...row, device: `${device.browser} on ${device.operatingSystem}`, isCurrent: row.id === staff.sessionId };
  });
}

/** Ends one of the caller's own sessions (another's id is refused as unknown); its next request is refused. */
export async function endOwnSession(db: Db, staff: Staff, sessionId: string, now = new Date()): Promise<void> {
  const { count } = await db.staffSession.updateMany({ where: { id: sessionId, userId: staff.id, endedAt: null }, data: { endedAt: now } });
  if (!count) throw staffTextError("sessionNotYours");
}
