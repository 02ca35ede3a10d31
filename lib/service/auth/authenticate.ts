import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/errors";
import { sha256Hex } from "@/lib/service/secrets";

export type AuthHeaders = { credential?: string | null; app?: string | null };

/**
 * The decisions document's order: missing or unknown credential (or missing app where needed) → 401,
 * app not of the credential's account → 404, inactive account → 409.
 */
export async function authenticate(db: Db, headers: AuthHeaders, { requireApp }: { requireApp: boolean }): Promise<Caller> {
  const secret = headers.credential?.trim();
  const appId = headers.app?.trim();
  if (!secret || (requireApp && !appId)) throw new ServiceError("BIOAMAGE001");
  const credential = await db.credential.findUnique({
    where: { secretHash: sha256Hex(secret) },
    select: { id: true, revokedAt: true, accountId: true, account: { select: { active: true } } },
  });
  if (!credential || credential.revokedAt) throw new ServiceError("BIOAMAGE001");
  if (appId) {
    const app = await db.application.findFirst({ where: { id: appId, accountId: credential.accountId }, select: { id: true } });
    if (!app) throw new ServiceError("BIOAPPSE005");
  }
  if (!credential.account.active) throw new ServiceError("BIOAMAGE012");
  return { accountId: credential.accountId, credentialId: credential.id, appId: appId ?? "" };
}
