import { createHash } from "node:crypto";
import type { EvidenceFile, FileHash } from "./evidence-input";

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export function hashFiles(files: EvidenceFile[]): FileHash[] {
  return files.map(({ bucket, id, name, data }) => ({ bucket, id, name, size: data.byteLength, sha256: sha256(data) }));
}
