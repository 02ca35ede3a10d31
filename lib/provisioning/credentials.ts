import crypto from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { randomToken, sha256Hex } from "@/lib/security/secrets";

export function newCredentialSecret(): string {
  return `sk_${randomToken(32)}`;
}

/** Creates a credential; the secret is returned once and only its hash is stored. */
export async function createCredential(
  db: Db | Tx,
  accountId: string,
  secret = newCredentialSecret(),
  id: string = crypto.randomUUID(),
): Promise<{ id: string; secret: string }> {
  if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } })))
    throw new AppError("not-found", `no account ${accountId}`);
  await db.credential.create({ data: { id, accountId, secretHash: sha256Hex(secret) } });
  return { id, secret };
}

export async function revokeCredential(db: Db, id: string): Promise<{ id: string; revokedAt: string }> {
  const found = await db.credential.findUnique({ where: { id }, select: { id: true, revokedAt: true } });
  if (!found) throw new AppError("not-found", `no credential ${id}`);
  const revokedAt = found.revokedAt ?? new Date();
  await db.credential.update({ where: { id }, data: { revokedAt } });
  return { id, revokedAt: revokedAt.toISOString() };
}
