import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import { FACE_MODEL } from "@/lib/cases/duplicates/case-faces";
import { embeddingBytes } from "@/lib/cases/duplicates/face-index";
import { findFaceMatches, storedFaceIndex } from "@/lib/cases/duplicates/face-search";
import { addNote } from "@/lib/cases/notes";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createLocalProcessRecords } from "@/lib/records/local-process-records";
import { PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { eraseProcess } from "@/lib/retention/erase-process";
import { placeLegalHold } from "@/lib/retention/legal-hold";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileStorage } from "@/lib/storage/file-storage";
import { storageKey } from "@/lib/storage/storage-key";
import { runIdv } from "../support/cli";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { dump, expectChainAndBundleIntact } from "../support/erasure-checks";
import { accountWithFlow, contextFor } from "../support/service";

const APPLICANT = { name: "Ana Quaresma Trindade", email: "ana.quaresma@example.com", phone: { country: "PT", number: "912345678" } };
const DOCUMENT_NUMBER = "X9K4417Q2";
const OTHER = { name: "Bruno Esteves", email: "bruno@example.com", phone: { country: "PT", number: "934567890" } };
const OTHER_DOCUMENT = "B77120543";
const FORM = {
  id: "form",
  name: "Personal data",
  action: {
    type: "form",
    fields: [
      { name: "name", required: true },
      { name: "email", required: true },
      { name: "phone", required: true },
    ],
  },
};
const RUI: Staff = { id: "u1", email: "rui@example.com", name: "Rui", role: "admin", sessionId: "s" };
const REQUEST = { ip: "127.0.0.1", userAgent: "test" };
// Tests that start the operator tool (a tsx process each) several times: minutes on a loaded 2-core machine.
const CLI_TIMEOUT_MS = 300_000;
const FACE = Array.from({ length: 128 }, (_, i) => Math.sin(i + 1));

const work = fs.mkdtempSync(path.join(os.tmpdir(), "idv-erasure-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** How often each of the applicant's values appears in the dump, case-insensitively. */
function hits(text: string): Record<string, number> {
  const lower = text.toLowerCase();
  const values = [APPLICANT.name, "Quaresma", APPLICANT.email, "912345678", DOCUMENT_NUMBER];
  return Object.fromEntries(values.map((v) => [v, lower.split(v.toLowerCase()).length - 1]));
}

describe.each(DATABASE_KINDS)("erasing a process on %s", (kind) => {
  let t: TestDatabase;
  let accountId = "";
  let erased = "";
  let kept = "";
  let held = "";
  let fileKeys: string[] = [];
  const key = loadOrCreateInstallationKey(path.join(work, kind));
  const olderBundle = path.join(work, `${kind}-before.zip`);

  /** A finished, decided process of one applicant with a note, a document key, a face, an alert, an outbox row and a call recording. */
  async function applicantProcess(applicant: typeof APPLICANT, documentNumber: string, caller: Parameters<typeof contextFor>[0]) {
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller), reference: `ref-${applicant.email}` });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: applicant });
    const evidence = await claimJob(t.db, jobId("evidence", processId));
    if (evidence) await runClaimedJob(t.db, evidence);
    await addNote(t.db, RUI, { processId, body: `Called ${applicant.name} about ${documentNumber}` });
    await decideProcess(t.db, {
      staff: RUI,
      decision: { processId, outcome: "approved", reasonCode: "identity-verified", comment: `${applicant.name} ok` },
      policy: {
        fourEyes: false,
        reasons: DEFAULT_REASONS,
      },
    });
    const now = new Date();
    const recording = crypto.randomUUID();
    const recordingKey = storageKey(accountId, "videos", recording);
    await fileStorage().put(recordingKey, Buffer.from(`video of ${applicant.name}`));
    await t.db.$transaction([
      t.db.storedFile.create({
        data: {
          id: recording,
          bucket: "videos",
          accountId,
          processId,
          contentType: "video/webm",
          size: 1,
          sha256: "0".repeat(64),
          storageKey: recordingKey,
        },
      }),
      t.db.videoCall.create({
        data: {
          id: crypto.randomUUID(),
          processId,
          stepId: "call",
          agentId: "u1",
          agentName: "Rui",
          agentEmail: RUI.email,
          createdAt: now,
          recordingFileId: recording,
        },
      }),
      t.db.caseDocumentKey.create({ data: { processId, country: "PRT", docType: "ID", number: documentNumber, createdAt: now } }),
      t.db.processSearchKey.create({ data: { processId, kind: "document", value: documentNumber, createdAt: now } }),
      t.db.caseFaceTemplate.create({
        data: { processId, model: FACE_MODEL, source: "selfie", embedding: embeddingBytes(FACE), createdAt: now },
      }),
      t.db.screeningAlert.create({
        data: {
          id: crypto.randomUUID(),
          processId,
          accountId,
          listEntryId: "e1",
          listedName: applicant.name,
          matchedName: applicant.name,
          score: 0.9,
          listSource: "test",
          listLoadedAt: now.toISOString(),
          status: "open",
          createdAt: now,
        },
      }),
      t.db.outboxMessage.create({
        data: {
          id: crypto.randomUUID(),
          accountId,
          processId,
          channel: "email",
          recipient: applicant.email,
          subject: "Code",
          body: `Hello ${applicant.name}`,
          status: "sent",
        },
      }),
    ]);
    return processId;
  }

  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM]);
    accountId = caller.accountId;
    erased = await applicantProcess(APPLICANT, DOCUMENT_NUMBER, caller);
    kept = await applicantProcess(OTHER, OTHER_DOCUMENT, caller);
    held = await applicantProcess({ ...OTHER, email: "held@example.com" }, OTHER_DOCUMENT, caller);
    await t.db.caseDuplicate.create({
      data: { processId: kept, otherProcessId: erased, kind: "document", score: 1, createdAt: new Date() },
    });
    fileKeys = (await t.db.storedFile.findMany({ where: { processId: erased }, select: { storageKey: true } })).map((f) => f.storageKey);
    await pipeline(
      await streamAuditBundle({
        db: t.db,
        storage: fileStorage(),
        processId: erased,
        key,
        createdBy: RUI.email,
        policy: PERSONAL_DATA_SHOWN,
      }),
      fs.createWriteStream(olderBundle),
    );
  });
  afterAll(async () => t.drop());

  const searchIds = async (text: string) => (await createLocalProcessRecords(t.db).search(text, { limit: 10 })).rows.map((r) => r.id);

  it("before erasure, the dump holds the applicant's data and the storage their files (the check can fail)", async () => {
    expect(Object.values(hits(dump(t))).every((n) => n > 0)).toBe(true);
    expect(fileKeys.length).toBeGreaterThanOrEqual(2);
    for (const k of fileKeys) expect(await fileStorage().get(k)).not.toBeNull();
    expect((await findFaceMatches(t.db, kept, [FACE], 0.9)).map((m) => m.otherProcessId)).toContain(erased);
    expect(await searchIds("Quares")).toEqual([erased]);
  });

  it(
    "removes the files and every trace of the applicant from the dump, keeps a tombstone, and the audit chain and an older bundle verify",
    async () => {
      const result = await eraseProcess(t.db, fileStorage(), {
        processId: erased,
        trigger: "request",
        reason: `GDPR art. 17 request of ${APPLICANT.name}`,
        actor: { id: RUI.id, email: RUI.email },
        request: REQUEST,
      });
      expect(result).toMatchObject({ files: fileKeys.length, filesLeftToSweep: 0 });
      for (const k of fileKeys) expect(await fileStorage().get(k)).toBeNull();
      const text = dump(t);
      // The reason is the DPO's free text: here it names the applicant, so the tombstone holds that one value.
      const tombstone = await t.db.processTombstone.findUniqueOrThrow({ where: { processId: erased } });
      await t.db.processTombstone.update({ where: { processId: erased }, data: { reason: "GDPR art. 17 request" } });
      expect(hits(dump(t))).toEqual(Object.fromEntries(Object.keys(hits("")).map((v) => [v, 0])));
      expect(text).toContain(erased);
      expect(tombstone).toMatchObject({ accountId, outcome: "approved", trigger: "request", erasedBy: RUI.email });
      expect(tombstone.finishedAt).not.toBeNull();
      expect(tombstone.decidedAt).not.toBeNull();
      expect(JSON.parse(tombstone.erased)).toMatchObject({
        files: fileKeys.length,
        rows: { Process: 1, StepRecord: 1, CaseDuplicate: 1, ProcessSearchKey: expect.any(Number) },
      });
      expect(await t.db.process.count({ where: { id: kept } })).toBe(1);
      expect(hits(JSON.stringify(await t.db.stepRecord.findMany({ where: { processId: kept }, select: { payload: true } })))).toEqual(
        hits(""),
      );
      expect(await t.db.stepRecord.count({ where: { processId: kept } })).toBe(1);
      expect((await findFaceMatches(t.db, kept, [FACE], 0.9)).map((m) => m.otherProcessId)).not.toContain(erased);
      expect((await storedFaceIndex(t.db))?.size).toBe(await t.db.caseFaceTemplate.count());
      expect(await searchIds("Quares")).toEqual([]);
      expect(await searchIds("Ana Quaresma")).toEqual([]);
      const entry = await t.db.staffAuditEntry.findFirstOrThrow({ where: { action: "process-erased", targetId: erased } });
      expect(entry).toMatchObject({ actorEmail: RUI.email, ip: "127.0.0.1" });

      expectChainAndBundleIntact(t, olderBundle, key);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "refuses to erase a process under a legal hold, and says why",
    async () => {
      await placeLegalHold(t.db, RUI, { processId: held, reason: "court order 12/2026" }, REQUEST);
      const cli = runIdv(t.url, "process:erase", held, "--reason", "request");
      expect(cli.status).not.toBe(0);
      expect(cli.stderr).toContain("legal hold");
      expect(await t.db.process.count({ where: { id: held } })).toBe(1);
      expect(await t.db.processTombstone.count({ where: { processId: held } })).toBe(0);
      expect(await t.db.staffAuditEntry.count({ where: { action: "legal-hold-placed", targetId: held } })).toBe(1);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    "retention:run --dry-run lists the expired processes, held ones marked, without erasing; the real run erases all but the held",
    async () => {
      const longAgo = new Date(Date.now() - 6 * 366 * 86_400_000);
      await t.db.process.updateMany({ where: { id: { in: [kept, held] } }, data: { updatedAt: longAgo } });
      await t.db.processDecision.updateMany({ where: { processId: { in: [kept, held] } }, data: { createdAt: longAgo } });
      const dry = runIdv(t.url, "retention:run", "--dry-run", "--json");
      expect(dry.status).toBe(0);
      const listed = JSON.parse(dry.stdout) as {
        dryRun: boolean;
        expired: { processId: string; rule: string; held: boolean }[];
        erased: string[];
      };
      expect(listed.dryRun).toBe(true);
      expect(listed.expired).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ processId: kept, rule: "decided", held: false }),
          expect.objectContaining({ processId: held, held: true }),
        ]),
      );
      expect(listed.erased).toEqual([]);
      expect(await t.db.process.count({ where: { id: { in: [kept, held] } } })).toBe(2);

      const run = runIdv(t.url, "retention:run", "--json");
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ dryRun: false, erased: [kept] });
      expect(await t.db.process.count({ where: { id: kept } })).toBe(0);
      expect(await t.db.process.count({ where: { id: held } })).toBe(1);
      expect(await t.db.processTombstone.findUnique({ where: { processId: kept } })).toMatchObject({
        trigger: "retention",
        erasedBy: "retention-job",
      });
      expect(runIdv(t.url, "audit:verify").status).toBe(0);
    },
    CLI_TIMEOUT_MS,
  );
});
