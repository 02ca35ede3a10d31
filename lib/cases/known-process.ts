import type { Db } from "@/lib/db/client";

/**
 * A process the desk can write about: this service's own, or a remote one a reviewer looked up (remote mode, no local
 * account: nothing is sent to an account's webhooks). Null for any other id.
 */
export async function knownProcess(db: Db, processId: string): Promise<{ status: string; accountId: string | null } | null> {
  const own = await db.process.findUnique({ where: { id: processId }, select: { status: true, accountId: true } });
  if (own) return own;
  const remembered = await db.remoteProcess.findUnique({ where: { id: processId }, select: { status: true } });
  return remembered ? { status: remembered.status, accountId: null } : null;
}
