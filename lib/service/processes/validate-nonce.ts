import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/errors";
import { getProcessOrThrow, requireInProgress } from "./load-process";

/** true when the nonce was issued to this process and has not expired; validating does not consume it. */
export async function validateNonce({
  db,
  caller,
  processId,
  nonceId,
  now,
}: {
  db: Db;
  caller: Caller;
  processId: string;
  nonceId: string;
  now: Date;
}): Promise<true> {
  const loaded = await getProcessOrThrow(db, caller.accountId, processId);
  requireInProgress(loaded);
  const nonce = await db.nonce.findFirst({ where: { id: nonceId, processId: loaded.id }, select: { expiresAt: true } });
  if (!nonce || nonce.expiresAt.getTime() <= now.getTime()) throw new ServiceError("BIOPMPSE050");
  return true;
}
