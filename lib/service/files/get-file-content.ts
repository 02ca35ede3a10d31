import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/service/context";
import { ServiceError } from "@/lib/service/contract/service-error";
import { getProcessOrThrow, requireInProgress } from "@/lib/service/processes/load-process";
import { fileStorage } from "@/lib/storage/file-storage";
import { FILE_BUCKETS, type FileBucket } from "../contract/file-buckets";

/**
 * A file's bytes. attachments: the account's own files, by credential alone. processes/videos/audios:
 * `svc-process` must name the file's own process (else 404, never revealing the file exists).
 */
export async function getFileContent({
  db,
  caller,
  bucket,
  fileId,
  processId,
}: {
  db: Db;
  caller: Caller;
  bucket: string;
  fileId: string;
  processId?: string;
}): Promise<Buffer> {
  if (!FILE_BUCKETS.includes(bucket as FileBucket)) throw new ServiceError("BIOFLFSE004");
  const needsProcess = bucket !== "attachments";
  if (needsProcess) {
    if (!processId) throw new ServiceError("BIOFLFSE004");
    const loaded = await getProcessOrThrow(db, caller.accountId, processId).catch((error: unknown) => {
      if (error instanceof ServiceError && error.code === "BIOPMSSE006") throw new ServiceError("BIOFLFSE004");
      throw error;
    });
    requireInProgress(loaded);
  }
  const file = await db.storedFile.findFirst({
    where: { id: fileId, bucket, accountId: caller.accountId, ...(needsProcess ? { processId } : {}) },
    select: { storageKey: true },
  });
  if (!file) throw new ServiceError("BIOFLFSE004");
  const bytes = await fileStorage().get(file.storageKey);
  if (!bytes) throw new ServiceError("BIOFLFSE004");
  return bytes;
}
