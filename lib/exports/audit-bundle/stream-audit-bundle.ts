import { createHash, sign } from "node:crypto";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { withPersonalValues } from "@/lib/audit/sealed-values";
import { caseFindings } from "@/lib/cases/case-findings";
import type { Db } from "@/lib/db/client";
import type { PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import type { FileStorage } from "@/lib/storage/file-storage";
import { hashingStream } from "@/lib/storage/hashing-stream";
import type { InstallationKey } from "../../security/installation-key";
import { csvLine } from "../csv";
import { findingsSummary } from "./findings-summary";
import { MANIFEST, type Manifest, type ManifestEntry, SIGNATURE } from "./manifest";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "video/webm": "webm",
  "video/mp4": "mp4",
  "application/json": "json",
};

type Options = {
  db: Db;
  storage: FileStorage;
  processId: string;
  key: InstallationKey;
  createdBy: string;
  /** What the reader may see of the applicant's data: the same rule as the record page and the files route. */
  policy: PersonalDataPolicy;
  now?: Date;
};

/**
 * A per-process audit bundle as a ZIP stream: the record in the spec's shape, the case's verdict and findings (in
 * words, with their codes), the events and the staff
 * audit entries as CSV, the notes (with their earlier versions) and decisions, every stored file of the
 * process, and a manifest of SHA-256 sums signed with the installation's Ed25519 key. Under a masking
 * policy the record, notes, comments and audit details are masked and the stored files are withheld:
 * only their SHA-256 (of the bytes in storage) and size are signed. Files are read one at a time;
 * nothing holds the whole bundle.
 */
export async function streamAuditBundle({ db, storage, processId, key, createdBy, policy, now = new Date() }: Options): Promise<Readable> {
  const process = await db.process.findUniqueOrThrow({ where: { id: processId }, select: { accountId: true, evidenceFileId: true } });
  const unmasked = await getProcessRecordOrThrow(db, process.accountId, processId);
  const record = policy.record(unmasked);
  const [files, staffEntries, notes, decisions, findings] = await Promise.all([
    db.storedFile.findMany({
      where: { processId },
      orderBy: { createdAt: "asc" },
      select: { id: true, bucket: true, contentType: true, storageKey: true },
    }),
    db.staffAuditEntry
      .findMany({ where: { targetType: "process", targetId: processId }, orderBy: { seq: "asc" } })
      .then((rows) => withPersonalValues(db, rows, policy)),
    db.processNote.findMany({
      where: { processId },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        authorEmail: true,
        body: true,
        createdAt: true,
        updatedAt: true,
        revisions: { orderBy: { editedAt: "asc" }, select: { body: true, editedAt: true } },
      },
    }),
    db.processDecision.findMany({ where: { processId }, orderBy: { createdAt: "asc" }, omit: { processId: true } }),
    caseFindings(db, unmasked).then((all) => policy.findings(all, unmasked)),
  ]);

  // Loaded with the first bundle, not by every process that imports the exports (the operator tool's every call).
  const { default: yazl } = await import("yazl");
  const zip = new yazl.ZipFile();
  const entries: ManifestEntry[] = [];
  const withheld: ManifestEntry[] = [];
  const entryOf = (path: string, bytes: Buffer) => ({ path, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length });
  const add = (path: string, bytes: Buffer) => {
    entries.push(entryOf(path, bytes));
    zip.addBuffer(bytes, path, { mtime: now });
  };

  add("record.json", Buffer.from(`${JSON.stringify(record, null, 2)}\n`));
  add("findings.json", Buffer.from(`${JSON.stringify(findingsSummary(record, findings), null, 2)}\n`));
  add(
    "events.csv",
    Buffer.from(
      [
        csvLine(["type", "stepId", "stepName", "status", "createdAt", "deviceType", "operatingSystem", "browser"]),
        ...record.events.map((e) =>
          csvLine([e.type, e.stepId, e.stepName, e.status, e.createdAt, e.deviceType, e.operatingSystem, e.browser]),
        ),
      ].join(""),
    ),
  );
  add("notes.json", Buffer.from(`${JSON.stringify(notes.map(policy.note), null, 2)}\n`));
  add("decisions.json", Buffer.from(`${JSON.stringify(decisions.map(policy.decision), null, 2)}\n`));
  add(
    "staff-audit.csv",
    Buffer.from(
      [
        csvLine(["seq", "at", "actorEmail", "action", "details", "ip", "userAgent", "hash", "prevHash"]),
        ...staffEntries
          .map(policy.auditEntry)
          .map((e) => csvLine([e.seq, e.at, e.actorEmail, e.action, e.details, e.ip, e.userAgent, e.hash, e.prevHash])),
      ].join(""),
    ),
  );

  // Files are streamed one after another as the ZIP is pulled, hashed on the way: memory stays at a few chunks.
  const output = zip.outputStream as Readable;
  let reading: Readable[] = [];
  // A reader that goes away (a cancelled download) stops the file being read, which ends the loop below.
  output.once("close", () => {
    for (const stream of reading) stream.destroy();
  });
  const streamFile = async (file: (typeof files)[number], path: string) => {
    const stream = await storage.getStream(file.storageKey);
    if (!stream) throw new Error(`stored file ${file.id} is missing from storage`);
    if (output.destroyed) return void stream.destroy();
    const hashing = hashingStream();
    reading = [stream, hashing];
    const passed = finished(hashing);
    stream.on("error", (error) => hashing.destroy(error));
    if (policy.canReadFileBytes) zip.addReadStream(stream.pipe(hashing), path, { mtime: now });
    else stream.pipe(hashing).resume();
    await passed;
    (policy.canReadFileBytes ? entries : withheld).push({ path, ...hashing.digest() });
  };
  void (async () => {
    try {
      for (const file of files) {
        const name =
          file.id === process.evidenceFileId ? "evidence.pdf" : `files/${file.bucket}/${file.id}.${EXTENSIONS[file.contentType] ?? "bin"}`;
        await streamFile(file, name);
      }
      const manifest: Manifest = {
        format: "idv-audit-bundle/1",
        processId,
        createdAt: now.toISOString(),
        createdBy,
        signingKeyFingerprint: key.fingerprint,
        personalData: policy.isMasked ? "masked" : "shown",
        files: entries,
        withheld,
      };
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      zip.addBuffer(manifestBytes, MANIFEST, { mtime: now });
      zip.addBuffer(Buffer.from(sign(null, manifestBytes, key.privateKey).toString("base64")), SIGNATURE, { mtime: now });
      zip.end();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
