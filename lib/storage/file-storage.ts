import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** Where file bytes live; the database keeps only the key. A local folder now, S3-compatible later. */
export type FileStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
};

export function localFolderStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error("storage key escapes the storage folder");
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, bytes);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

let shared: FileStorage | undefined;
export function fileStorage(): FileStorage {
  shared ??= localFolderStorage(path.join(env().dataDir, "storage"));
  return shared;
}
