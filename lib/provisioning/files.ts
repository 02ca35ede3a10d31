import crypto from "node:crypto";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { sha256Hex } from "@/lib/security/secrets";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { storeWithRow } from "@/lib/storage/store-with-row";

/** An account file (e.g. a document to sign) in bucket attachments. */
export async function uploadAccountFile(
  db: Db,
  { accountId, bucket, bytes, contentType }: { accountId: string; bucket: string; bytes: Buffer; contentType: string },
): Promise<{ id: string }> {
  if (bucket !== "attachments") throw new AppError("invalid", "only bucket attachments takes account files");
  if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } })))
    throw new AppError("not-found", `no account ${accountId}`);
  const id = crypto.randomUUID();
  const key = storageKey(accountId, bucket, id);
  await storeWithRow(fileStorage(), [{ key, bytes }], () =>
    db.storedFile.create({
      data: { id, bucket, accountId, contentType, size: bytes.length, sha256: sha256Hex(bytes), storageKey: key },
    }),
  );
  return { id };
}
