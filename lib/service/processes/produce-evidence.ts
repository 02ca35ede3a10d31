import type { Db } from "@/lib/db/client";
import { sha256Hex } from "@/lib/service/secrets";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "./commit-transition";

/** The evidence file of a finished process: its record as JSON, with the SHA-256 kept beside it. */
export async function produceEvidence(db: Db, { accountId, processId }: { accountId: string; processId: string }): Promise<string> {
  const record = await getProcessRecordOrThrow(db, accountId, processId);
  const bytes = Buffer.from(JSON.stringify({ ...record, evidence: undefined }, null, 2));
  const id = crypto.randomUUID();
  const key = storageKey(accountId, "processes", id);
  await fileStorage().put(key, bytes);
  const now = new Date();
  await db.$transaction([
    db.storedFile.create({
      data: {
        id,
        bucket: "processes",
        accountId,
        processId,
        contentType: "application/json",
        size: bytes.length,
        sha256: sha256Hex(bytes),
        storageKey: key,
        createdAt: now,
      },
    }),
    db.process.update({ where: { id: processId }, data: { evidenceFileId: id, evidenceCreatedAt: now } }),
  ]);
  return id;
}
