import type { ProcessRead } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { requestedProcess, requireInProgress } from "./load-process";

/** true when the nonce was issued to this process and has not expired; validating does not consume it. */
export async function validateNonce({
  db,
  caller,
  processId,
  preread,
  nonceId,
  now,
}: ProcessRead & { nonceId: string; now: Date }): Promise<true> {
  const loaded = await requestedProcess(db, { accountId: caller.accountId, processId, preread });
  requireInProgress(loaded);
  const nonce = await db.nonce.findFirst({ where: { id: nonceId, processId: loaded.id }, select: { expiresAt: true } });
  if (!nonce || nonce.expiresAt.getTime() <= now.getTime()) throw new ServiceError("BIOPMPSE050");
  return true;
}
