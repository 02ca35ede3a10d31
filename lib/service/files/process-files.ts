import type { Db } from "@/lib/db/client";
import { asJson } from "@/lib/service/raw-values";
import type { EarlierRecord, ProcessFile } from "@/lib/steps/check-providers";
import type { StagedFile } from "@/lib/steps/common/step-action";
import { fileStorage } from "@/lib/storage/file-storage";

const FILE_URL = /\/api\/files\/[a-z]+\/([^/?#]+)$/;

/** The file id in `{APP_URL}/api/files/<bucket>/<id>`, or the reference itself when it is a bare id. */
export function fileIdOf(reference: string): string {
  return FILE_URL.exec(reference)?.[1] ?? reference;
}

/** A file of the process (staged in this submission or stored) or an attachment of its account; null for anything else. */
export async function readProcessFile(
  db: Db,
  scope: { accountId: string; processId: string; staged: readonly StagedFile[] },
  reference: string,
): Promise<ProcessFile | null> {
  const id = fileIdOf(reference);
  const staged = scope.staged.find((file) => file.id === id);
  if (staged) return { bytes: staged.bytes, contentType: staged.contentType };
  const row = await db.storedFile.findFirst({
    where: { id, accountId: scope.accountId, OR: [{ processId: scope.processId }, { bucket: "attachments" }] },
    select: { storageKey: true, contentType: true },
  });
  if (!row) return null;
  const bytes = await fileStorage().get(row.storageKey);
  return bytes ? { bytes, contentType: row.contentType } : null;
}

/** The latest validated record of each step on the process's current path (`history`), oldest first. */
export async function readEarlierRecords(db: Db, processId: string, path: readonly string[]): Promise<EarlierRecord[]> {
  const rows = await db.stepRecord.findMany({
    where: { processId, status: true, stepId: { in: [...path] } },
    orderBy: { seq: "asc" },
    select: { stepId: true, action: true, payload: true, provider: true },
  });
  const latest = new Map<string, EarlierRecord>();
  for (const row of rows) {
    const provider = asJson<{ result?: Record<string, unknown> }>(row.provider);
    latest.set(row.stepId, {
      stepId: row.stepId,
      actionType: row.action,
      payload: asJson<Record<string, unknown>>(row.payload),
      result: provider.result ?? {},
    });
  }
  return path.flatMap((stepId) => latest.get(stepId) ?? []);
}
