import type { EvidenceImage } from "@/lib/analysis/evidence/evidence-input";
import { renderEvidencePdf } from "@/lib/analysis/evidence/render-evidence-pdf";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { findingLine } from "@/lib/findings/words/finding-words";
import { completeJob } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { sha256Hex } from "@/lib/security/secrets";
import { fileIdOf } from "@/lib/service/files/process-files";
import { loadProcessRecord } from "@/lib/service/views/process-record";
import { asObject } from "@/lib/steps/common/record-json";
import { applicantFacts } from "@/lib/steps/record-facts";
import { recordFindings } from "@/lib/steps/record-findings";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { storeWithRow } from "@/lib/storage/store-with-row";
import { evidenceStep } from "./evidence-step";

type StoredBytes = { id: string; bucket: string; contentType: string; data: Buffer };

/** Every image a step's payload or provider result points at (file URLs of the process), labelled by where it sits. */
function stepImages(value: unknown, files: Map<string, StoredBytes>, label = ""): EvidenceImage[] {
  if (typeof value === "string") {
    const file = files.get(fileIdOf(value));
    return file?.contentType.startsWith("image/") ? [{ label: label || file.id, data: file.data, contentType: file.contentType }] : [];
  }
  if (typeof value !== "object" || value === null) return [];
  // A list item that names its kind (a call's capture: face, document-front) is labelled by it rather than its index.
  const named = (key: string, inner: unknown) =>
    inner !== null && typeof inner === "object" && typeof (inner as { kind?: unknown }).kind === "string"
      ? (inner as { kind: string }).kind
      : key;
  return Object.entries(value).flatMap(([key, inner]) => stepImages(inner, files, label ? `${label}.${named(key, inner)}` : key));
}

async function readFiles(db: Db, processId: string): Promise<StoredBytes[]> {
  const rows = await db.storedFile.findMany({
    where: { processId },
    orderBy: { createdAt: "asc" },
    select: { id: true, bucket: true, contentType: true, storageKey: true },
  });
  const storage = fileStorage();
  return Promise.all(
    rows.map(async (row) => {
      const data = await storage.get(row.storageKey);
      if (!data) throw new Error(`stored file ${row.id} has no bytes`);
      return { id: row.id, bucket: row.bucket, contentType: row.contentType, data };
    }),
  );
}

/**
 * The evidence job of a finished process (`lease.subjectId`): a PDF with its summary, every step record with results
 * and images, the event log and the SHA-256 of every stored file; staged, then its row, the process's link and the
 * job's completion committed together, then published. A process that has its evidence (or is gone) just completes the job.
 */
export async function produceEvidence(db: Db, lease: JobLease): Promise<void> {
  const processId = lease.subjectId;
  const [process, loaded] = await Promise.all([
    db.process.findUnique({ where: { id: processId }, select: { accountId: true, flowId: true, evidenceFileId: true } }),
    loadProcessRecord(db, { id: processId }),
  ]);
  if (!process || !loaded || process.evidenceFileId) {
    await db.$transaction((tx) => completeJob(tx, lease));
    return;
  }
  const { accountId } = process;
  const { record } = loaded;
  const files = await readFiles(db, processId);
  const byId = new Map(files.map((file) => [file.id, file]));
  const stepNames = new Map(record.flow.steps.map((step) => [step.id, step.name]));
  const steps = record.data.map((step) =>
    evidenceStep(step, stepNames.get(step.stepId), [
      ...stepImages(step.payload, byId),
      ...stepImages(asObject(step.provider).result, byId),
    ]),
  );
  const evidence = await renderEvidencePdf({
    process: {
      id: record.id,
      status: record.status,
      negativeFinish: record.negativeFinish,
      flowId: process.flowId,
      flowName: record.flow.name,
      accountName: loaded.accountName,
      reference: loaded.reference ?? undefined,
      lang: record.lang,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    },
    applicantName: applicantFacts(record.data).name,
    findings: recordFindings(record).map((finding) => findingLine(finding, "en")),
    steps,
    events: record.events,
    files: files.map((file) => ({ bucket: file.bucket, id: file.id, data: file.data })),
  });
  const id = crypto.randomUUID();
  const key = storageKey(accountId, "processes", id);
  const now = new Date();
  await storeWithRow(fileStorage(), [{ key, bytes: evidence.pdf }], () =>
    db.$transaction(async (tx) => {
      await tx.storedFile.create({
        data: {
          id,
          bucket: "processes",
          accountId,
          processId,
          contentType: evidence.contentType,
          size: evidence.pdf.length,
          sha256: sha256Hex(evidence.pdf),
          storageKey: key,
          createdAt: now,
        },
      });
      // The first evidence wins, whoever produced it.
      const linked = await tx.process.updateMany({
        where: { id: processId, evidenceFileId: null },
        data: { evidenceFileId: id, evidenceCreatedAt: now },
      });
      if (linked.count === 0) throw new AppError("conflict", `process ${processId} already has its evidence file`);
      await completeJob(tx, lease);
    }),
  );
}
