import type { Readable } from "node:stream";
import { recordStaffAction } from "@/lib/audit/record-staff-action";
import { personal } from "@/lib/audit/sealed-values";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { staffPolicy } from "@/lib/records/personal-data-policy";
import { ZProcessQuery } from "@/lib/records/process-query";
import { processWhere } from "@/lib/records/process-where";
import { rememberedWhere, remoteSource } from "@/lib/records/remote-process-records";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileStorage } from "@/lib/storage/file-storage";
import { loadOrCreateInstallationKey } from "../security/installation-key";
import { streamAuditBundle } from "./audit-bundle/stream-audit-bundle";
import { type ExportFormat, streamProcessesExport, streamRemoteProcessesExport } from "./stream-processes-export";

type Request = { ip: string | null; userAgent: string | null };

/**
 * The processes list as CSV or JSON Lines for the list's own filters and order (same URL parameters; the cursor and
 * page size do not apply), masked as the reader's policy says: the matching rows counted before the stream starts, the export
 * and its filters in the staff audit log.
 */
export async function exportProcesses(db: Db, staff: Staff, params: URLSearchParams, request: Request) {
  const format: ExportFormat = params.get("format") === "jsonl" ? "jsonl" : "csv";
  const { after: _after, before: _before, size: _size, sort, dir, ...filters } = ZProcessQuery.parse(Object.fromEntries(params));
  const query = { ...ZProcessQuery.parse({}), ...filters };
  const options = { db, format, policy: staffPolicy(staff), order: { sort, dir } };
  // Remote mode: the processes looked up so far, as the list shows them (docs/remote-mode.md).
  const isRemote = remoteSource() !== null;
  const remoteWhere = rememberedWhere(query);
  const localWhere = processWhere(query);
  const [total] = await Promise.all([
    isRemote ? db.remoteProcess.count({ where: remoteWhere }) : db.process.count({ where: localWhere }),
    recordStaffAction(db, {
      actor: staff,
      action: "processes-exported",
      details: { format, filters: { ...filters, ...(filters.q ? { q: personal(filters.q) } : {}) }, ...(isRemote ? { remote: true } : {}) },
      request,
    }),
  ]);
  return {
    format,
    total,
    stream: isRemote
      ? streamRemoteProcessesExport({ ...options, where: remoteWhere })
      : streamProcessesExport({ ...options, where: localWhere }),
  };
}

/**
 * A process's signed audit bundle, streamed as it is built, under the reader's personal-data policy (an auditor's is
 * masked, its stored files withheld); who downloaded it, and which kind, is in the staff audit log.
 */
export async function exportAuditBundle(db: Db, staff: Staff, processId: string, request: Request): Promise<Readable> {
  if (!(await db.process.findUnique({ where: { id: processId }, select: { id: true } })))
    throw new AppError("not-found", "No such process.");
  const key = loadOrCreateInstallationKey(env().dataDir);
  const policy = staffPolicy(staff);
  const zip = await streamAuditBundle({ db, storage: fileStorage(), processId, key, createdBy: staff.email, policy });
  await recordStaffAction(db, {
    actor: staff,
    action: "bundle-exported",
    target: { type: "process", id: processId },
    details: { signingKeyFingerprint: key.fingerprint, personalData: policy.isMasked ? "masked" : "shown" },
    request,
  }).catch((error: unknown) => {
    // Its first file is already open.
    zip.destroy();
    throw error;
  });
  return zip;
}
