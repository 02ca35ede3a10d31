import type { Db } from "@/lib/db/client";
import { queryRows, type Statement, sql } from "@/lib/db/direct-sql";
import { sha256Hex } from "@/lib/security/secrets";
import type { Caller } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
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
  const { secret, appId } = requireAuthHeaders(headers, { requireApp });
  // One statement on the hot path: credential, its account's state and whether the app is the account's.
  const rows = (await queryRows(
    db,
    sql`SELECT c."id" AS "credentialId", c."accountId" AS "accountId", c."revokedAt" AS "revokedAt", a."active" AS "active",
      (SELECT p."id" FROM "Application" p WHERE p."id" = ${appId ?? ""} AND p."accountId" = c."accountId") AS "appId"
    FROM "Credential" c JOIN "Account" a ON a."id" = c."accountId"
    WHERE c."secretHash" = ${sha256Hex(secret)}`,
  )) as { credentialId: string; accountId: string; revokedAt: unknown; active: unknown; appId: string | null }[];
  const credential = rows[0];
  if (!credential || credential.revokedAt !== null) throw new ServiceError("BIOAMAGE001");
  if (appId && credential.appId === null) throw new ServiceError("BIOAPPSE005");
  if (!asBoolean(credential.active)) throw new ServiceError("BIOAMAGE012");
  return { accountId: credential.accountId, credentialId: credential.credentialId, appId: appId ?? "" };
}

/**
 * The credential the headers name if it may act (not revoked, its account active, the app its account's), as a
 * SELECT of its "id" and "accountId": the rate limit counts through it in one statement (see withService). When it
 * selects nothing, `authenticate` tells which refusal applies.
 */
export function admissibleCredential({ secret, appId }: { secret: string; appId?: string }): Statement {
  const ofApp = appId ? sql`AND EXISTS (SELECT 1 FROM "Application" p WHERE p."id" = ${appId} AND p."accountId" = c."accountId")` : sql``;
  return sql`SELECT c."id" AS "id", c."accountId" AS "accountId" FROM "Credential" c JOIN "Account" a ON a."id" = c."accountId"
    WHERE c."secretHash" = ${sha256Hex(secret)} AND c."revokedAt" IS NULL AND a."active" = ${true} ${ofApp}`;
}
