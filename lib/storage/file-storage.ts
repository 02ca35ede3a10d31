import path from "node:path";
import { env, type TEnv } from "@/lib/env";
import { localFolderStorage } from "./local-folder-storage";
import { s3Storage } from "./s3-storage";
import type { FileStorage } from "./storage-types";

export type { FileStorage, StorageEntry } from "./storage-types";

/** The storage the configuration names: `STORAGE=local` (under `DATA_DIR/storage`) or `STORAGE=s3`. */
export function storageFromEnv(config: TEnv, kind: TEnv["STORAGE"] = config.STORAGE): FileStorage {
  if (kind === "local") return localFolderStorage(path.join(config.dataDir, "storage"));
  if (!config.S3_BUCKET) throw new Error("STORAGE=s3 needs S3_BUCKET");
  return s3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

let shared: FileStorage | undefined;
export function fileStorage(): FileStorage {
  shared ??= storageFromEnv(env());
  return shared;
}

/** For tests that change the storage's configuration between files. */
export function resetFileStorageForTests(): void {
  shared = undefined;
}
