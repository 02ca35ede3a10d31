import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { signToken } from "@/lib/security/secrets";
import type { Caller } from "@/lib/service/context";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";

export type SessionToken = { token: string; expiresAt: number };

/**
 * A provider session token: signed, expiring, bound to the account (and to the process when
 * `svc-process` names one, which must be the caller's and in progress).
 */
export async function createSessionToken({
  db,
  caller,
  provider,
  processId,
  now,
}: {
  db: Db;
  caller: Caller;
  provider: string;
  processId?: string;
  now: Date;
}): Promise<SessionToken> {
  if (processId) requireInProgress(await getProcessOrThrow(db, caller.accountId, processId));
  const exp = Math.floor(now.getTime() / 1000) + env().SESSION_TOKEN_TTL_SECONDS;
  const token = signToken(`session:${provider}`, {
    acc: caller.accountId,
    app: caller.appId,
    ...(processId ? { prc: processId } : {}),
    exp,
  });
  return { token, expiresAt: exp };
}

/** Where the client SDK reaches the service with that token: this service's base address. */
export function serviceBaseUrl(): string {
  return `${env().APP_URL.replace(/\/$/, "")}/api`;
}
