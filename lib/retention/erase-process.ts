import { appendStaffAction, type RequestInfo, STAFF_AUDIT_LOCK } from "@/lib/audit/record-staff-action";
import { isStandingFinal } from "@/lib/cases/decisions/decision-state";
import { type Db, type Tx, withExclusiveTransaction } from "@/lib/db/client";
import { truncateSqliteWal, type WalTruncation } from "@/lib/db/truncate-sqlite-wal";
import { textError } from "@/lib/i18n/error-texts";
import type { FileStorage } from "@/lib/storage/file-storage";
import { PROCESS_TABLE_ERASERS } from "./process-tables";

export type ErasureTrigger = "retention" | "request";
export type ErasureRequest = {
  processId: string;
  trigger: ErasureTrigger;
  reason: string;
  /** Who erases: a staff member, or the retention job (id null). */
  actor: { id: string | null; email: string };
  request: RequestInfo;
};
export type ErasedProcess = { processId: string; rows: Record<string, number>; files: number; filesLeftToSweep: number };
/** `wal`: whether SQLite's WAL, which still holds the erased rows' older pages, was emptied (truncate-sqlite-wal.ts). */
export type ErasureResult = ErasedProcess & { wal: WalTruncation };

/** The outcome and dates the tombstone keeps: the final decision's, else the process status. */
async function tombstoneFacts(tx: Tx, processId: string) {
  const process = await tx.process.findUnique({
    where: { id: processId },
    select: { accountId: true, status: true, createdAt: true, updatedAt: true, reviewCase: { select: { finishedAt: true } } },
  });
  if (!process) throw textError("not-found", "noSuchProcessToErase");
  const decision = (
    await tx.processDecision.findMany({
      where: { processId },
      orderBy: { createdAt: "desc" },
      select: { outcome: true, createdAt: true, status: true, supersededAt: true },
    })
  ).find(isStandingFinal);
  const finishedAt = process.reviewCase?.finishedAt ?? (process.status === "finished" ? process.updatedAt : null);
  return {
    accountId: process.accountId,
    createdAt: process.createdAt,
    finishedAt,
    decidedAt: decision?.createdAt ?? null,
    outcome: decision?.outcome ?? process.status,
  };
}

/** Every stored file of the process: its own rows and the call recordings and captures that name a file by id. */
async function storedFilesOf(tx: Tx, processId: string, callIds: string[]) {
  const [calls, captures] = await Promise.all([
    tx.videoCall.findMany({ where: { processId }, select: { recordingFileId: true } }),
    tx.videoCallCapture.findMany({ where: { callId: { in: callIds } }, select: { fileId: true } }),
  ]);
  const named = [...calls.map((call) => call.recordingFileId), ...captures.map((capture) => capture.fileId)].filter(
    (id): id is string => id !== null,
  );
  return tx.storedFile.findMany({ where: { OR: [{ processId }, { id: { in: named } }] }, select: { id: true, storageKey: true } });
}

/**
 * Erases a process (eraseProcessData), then empties SQLite's WAL, so that neither the database file (secure_delete
 * zeroes what is deleted) nor its WAL keeps the erased values.
 */
export async function eraseProcess(db: Db, storage: FileStorage, erasure: ErasureRequest, now = new Date()): Promise<ErasureResult> {
  const erased = await eraseProcessData(db, storage, erasure, now);
  return { ...erased, wal: await truncateSqliteWal(db) };
}

/**
 * Erases a process: in one transaction, refuses under a legal hold, deletes its rows from every registered table,
 * writes its tombstone and appends the audit entry; then removes its stored files. A file whose removal fails has no
 * row any more, so the orphan sweep removes it later. The staff audit chain is not touched: its entries name the
 * process by id and hold no applicant data (docs/operations.md, "Retention and erasure"). Several erasures in a row empty the WAL
 * once, after the last (truncateSqliteWal).
 */
export async function eraseProcessData(db: Db, storage: FileStorage, erasure: ErasureRequest, now = new Date()): Promise<ErasedProcess> {
  const reason = erasure.reason.trim();
  if (!reason) throw textError("invalid", "erasureNeedsReason");
  const { processId } = erasure;
  const { rows, keys } = await withExclusiveTransaction(db, STAFF_AUDIT_LOCK, async (tx) => {
    const hold = await tx.legalHold.findUnique({ where: { processId }, select: { reason: true } });
    if (hold) throw textError("conflict", "underLegalHold", { reason: hold.reason });
    const facts = await tombstoneFacts(tx, processId);
    const callIds = (await tx.videoCall.findMany({ where: { processId }, select: { id: true } })).map((call) => call.id);
    const files = await storedFilesOf(tx, processId, callIds);
    const rows: Record<string, number> = {};
    rows.StoredFile = await tx.storedFile.deleteMany({ where: { id: { in: files.map((file) => file.id) } } }).then((r) => r.count);
    for (const eraser of PROCESS_TABLE_ERASERS)
      rows[eraser.table] = (rows[eraser.table] ?? 0) + (await eraser.erase(tx, { processId, callIds }));
    const erased = { rows, files: files.length };
    await tx.processTombstone.create({
      data: {
        processId,
        ...facts,
        erased: JSON.stringify(erased),
        trigger: erasure.trigger,
        reason,
        erasedBy: erasure.actor.email,
        erasedAt: now,
      },
    });
    await appendStaffAction(
      tx,
      {
        actor: erasure.actor,
        action: "process-erased",
        target: { type: "process", id: processId },
        // The reason is free text (it may name the applicant): the tombstone keeps it, outside the hashed chain.
        details: { trigger: erasure.trigger, files: files.length },
        request: erasure.request,
      },
      now,
    );
    return { rows, keys: files.map((file) => file.storageKey) };
  });
  let filesLeftToSweep = 0;
  for (const key of keys) await storage.remove(key).catch(() => filesLeftToSweep++);
  return { processId, rows, files: keys.length, filesLeftToSweep };
}
