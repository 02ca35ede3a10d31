import type { Db } from "@/lib/db/client";

/** How long a key's answer is kept: a retry within it gets the answer again; after it the key is free. */
export const KEY_LIFETIME_MS = 24 * 3_600_000;

/** Keys are each credential's own. */
export type KeyScope = { credentialId: string; key: string };
export type KeptAnswer = { requestHash: string; status: number; body: string };

/** The write that keeps a keyed request's answer: an operation adds it to the transaction of its change. */
export type KeepAnswer<T> = (outcome: T) => ReturnType<typeof keptAnswerWrite>;

/** The answer kept under the key, or null; a key past its lifetime is deleted and reads as unused. */
export async function findKeptAnswer(db: Db, scope: KeyScope, now: Date): Promise<KeptAnswer | null> {
  const row = await db.idempotentRequest.findUnique({
    where: { credentialId_key: scope },
    select: { requestHash: true, status: true, body: true, expiresAt: true },
  });
  if (!row) return null;
  if (row.expiresAt > now) return row;
  await db.idempotentRequest.deleteMany({ where: { ...scope, expiresAt: { lte: now } } });
  return null;
}

/** The row that keeps an answer under the key; its primary key lets only one change per key commit. */
export function keptAnswerWrite(db: Db, scope: KeyScope, answer: KeptAnswer, now: Date) {
  return db.idempotentRequest.create({
    data: { ...scope, ...answer, createdAt: now, expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS) },
    select: { key: true },
  });
}

/** Deletes every credential's expired keys (a recurring job); returns how many. */
export async function sweepExpiredKeys(db: Db, now: Date): Promise<number> {
  const { count } = await db.idempotentRequest.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
