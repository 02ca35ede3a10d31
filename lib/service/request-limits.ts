import { env } from "@/lib/env";

/** A JSON body may carry the step's files in Base64 (4/3 larger), e.g. a document's front and back. */
export function bodyLimitBytes(fileMaxSizeBytes = env().FILE_MAX_SIZE_BYTES): number {
  return Math.ceil((fileMaxSizeBytes * 4) / 3) * 2 + 64 * 1024;
}
