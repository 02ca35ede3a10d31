import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { credentialRow } from "@/lib/service/hot-path/request-count";
import { asBoolean } from "@/lib/service/raw-values";

export type AuthHeaders = { credential?: string | null; app?: string | null };

/** Step 1 of the order, needing no database: the headers are there. */
export function requireAuthHeaders(headers: AuthHeaders, { requireApp }: { requireApp: boolean }): { secret: string; appId?: string } {
  const secret = headers.credential?.trim();
  const appId = headers.app?.trim() || undefined;
  if (!secret || (requireApp && !appId)) throw new ServiceError("BIOAMAGE001");
  return { secret, appId };
}

/**
 * The decisions document's order: missing or unknown credential (or missing app where needed) → 401,
 * app not of the credential's account → 404, inactive account → 409.
 */
export async function authenticate(db: Db, headers: AuthHeaders, { requireApp }: { requireApp: boolean }): Promise<Caller> {
  const named = requireAuthHeaders(headers, { requireApp });
  const { appId } = named;
  const credential = (await credentialRow(db, named)) as
    | { credentialId: string; accountId: string; revokedAt: unknown; active: unknown; appId: string | null }
    | undefined;
  if (!credential || credential.revokedAt !== null) throw new ServiceError("BIOAMAGE001");
  if (appId && credential.appId === null) throw new ServiceError("BIOAPPSE005");
  if (!asBoolean(credential.active)) throw new ServiceError("BIOAMAGE012");
  return { accountId: credential.accountId, credentialId: credential.credentialId, appId: appId ?? "" };
}
