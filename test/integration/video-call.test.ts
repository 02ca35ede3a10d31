import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Manifest } from "@/lib/exports/audit-bundle/manifest";
import { streamAuditBundle } from "@/lib/exports/audit-bundle/stream-audit-bundle";
import { readZipEntries } from "@/lib/exports/audit-bundle/verify-audit-bundle";
import { claimJob, jobId, owedJob } from "@/lib/jobs/job-leases";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN, type PersonalDataPolicy } from "@/lib/records/personal-data-policy";
import { loadOrCreateInstallationKey } from "@/lib/security/installation-key";
import type { Caller } from "@/lib/service/context";
import { getFileContent } from "@/lib/service/files/get-file-content";
import { createProcess } from "@/lib/service/processes/create-process";
import { produceEvidence } from "@/lib/service/processes/produce-evidence";
import { submitStep } from "@/lib/service/processes/submit-step";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { fileStorage } from "@/lib/storage/file-storage";
import { probeMedia } from "@/lib/video-calls/recording/assemble-recording";
import { appendRecordingChunk } from "@/lib/video-calls/recording/recording-chunks";
import { openVideoconference } from "@/lib/video-calls/room/call-room";
import { captureCallStill } from "@/lib/video-calls/verdict/capture-still";
import { completeVideoconference } from "@/lib/video-calls/verdict/complete-call";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { pdfToText } from "../support/pdf-text";
import { recorderRun } from "../support/recorder-run";
import { accountWithFlow, contextFor, errorCode, formCallOtpFlow } from "../support/service";

const rui: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const eva: Staff = { id: "u-eva", email: "eva@example.com", name: "Eva", role: "reviewer", sessionId: "s2" };
const alice: Staff = { id: "u-alice", email: "alice@example.com", name: "Alice", role: "auditor", sessionId: "s3" };
const request = { ip: "127.0.0.1", userAgent: null };

describe.each(DATABASE_KINDS)("a live video call on %s", (kind) => {
  let t: TestDatabase;
  let caller: Caller;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    ({ caller } = await accountWithFlow(t.db, formCallOtpFlow(2)));
  });
  afterAll(async () => t.drop());

  const atCall = async () => {
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "Ana", email: "ana@example.com" } });
    return processId;
  };
  const counts = async (processId: string) => ({
    records: await t.db.stepRecord.count({ where: { processId } }),
    events: await t.db.processEvent.count({ where: { processId } }),
  });

  it("refuses the applicant's postpone: false, before and after the call opens, and postponing once an agent opened it; records nothing", async () => {
    const processId = await atCall();
    const submit = (body: unknown) => submitStep({ db: t.db, context: contextFor(caller), processId, body });
    const before = await counts(processId);
    expect(await errorCode(submit({ postpone: false }))).toBe("BIOPMCSE009");
    await openVideoconference(t.db, rui, processId, request);
    const opened = await counts(processId);
    expect(await errorCode(submit({ postpone: false }))).toBe("BIOPMCSE009");
    expect(await counts(processId)).toEqual(opened);
    expect(opened.records).toBe(before.records);
    expect(await errorCode(submit({ postpone: true }))).toBe("BIOPMSSE409");
    expect(await counts(processId)).toEqual(opened);
    expect((await t.db.process.findUniqueOrThrow({ where: { id: processId } })).currentStepId).toBe("call");
  });

  it("lets one agent hold a call: a second is told who, an auditor cannot join or upload", async () => {
    const processId = await atCall();
    await expect(openVideoconference(t.db, alice, processId, request)).rejects.toThrow("Your role cannot run video calls.");
    await openVideoconference(t.db, rui, processId, request);
    await openVideoconference(t.db, rui, processId, request);
    await expect(openVideoconference(t.db, eva, processId, request)).rejects.toThrow("in a call with Rui");
    await expect(appendRecordingChunk(t.db, eva, processId, { segment: "a", seq: 0 }, Buffer.from("x"))).rejects.toThrow(
      "in a call with Rui",
    );
    await expect(appendRecordingChunk(t.db, alice, processId, { segment: "a", seq: 0 }, Buffer.from("x"))).rejects.toThrow(/role/);
    expect(await t.db.videoCall.count({ where: { processId } })).toBe(1);
  });

  it("assembles the chunks of two recorder runs into one WebM in bucket videos, readable through the API; later chunks are refused", async () => {
    const processId = await atCall();
    const other = await atCall();
    await openVideoconference(t.db, rui, processId, request);
    const runs = [recorderRun(2, 440), recorderRun(3, 660)];
    for (const [r, run] of runs.entries())
      for (const [seq, piece] of run.entries()) await appendRecordingChunk(t.db, rui, processId, { segment: `run-${r}`, seq }, piece);
    await appendRecordingChunk(t.db, rui, processId, { segment: "run-0", seq: 0 }, runs[0]?.[0] ?? Buffer.alloc(0));
    await expect(appendRecordingChunk(t.db, rui, other, { segment: "run-0", seq: 0 }, Buffer.from("x"))).rejects.toThrow(/not open/);
    await expect(appendRecordingChunk(t.db, rui, processId, { segment: "run-0", seq: 99 }, Buffer.alloc(256 * 1024 + 1))).rejects.toThrow(
      /256 KiB/,
    );

    const done = await completeVideoconference(t.db, rui, { processId, passed: true, checked: ["face-visible"] }, request);
    expect(done).toMatchObject({ outcome: "advanced", recording: { bucket: "videos" } });
    await expect(appendRecordingChunk(t.db, rui, processId, { segment: "run-1", seq: 50 }, Buffer.from("x"))).rejects.toThrow(/not open/);
    expect(await t.db.videoCallChunk.count()).toBe(0);

    const fileId = String(done.recording?.url.split("/").at(-1));
    const bytes = await getFileContent({ db: t.db, caller, bucket: "videos", fileId, processId });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "call-")), "call.webm");
    fs.writeFileSync(file, bytes);
    const probe = await probeMedia(file);
    expect(probe.streams.sort()).toEqual(["audio", "video"]);
    expect(Math.abs(probe.durationSeconds - 5)).toBeLessThan(0.5);

    const process = await t.db.process.findUniqueOrThrow({ where: { id: processId }, select: { accountId: true } });
    const record = await getProcessRecordOrThrow(t.db, process.accountId, processId);
    const result = record.data.find((r) => r.action === "videoconference")?.provider.result as Record<string, unknown>;
    expect(result).toMatchObject({
      agent: { id: "u-rui", name: "Rui" },
      recording: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/), bucket: "videos" },
      checklist: expect.arrayContaining([{ id: "face-visible", label: "Face clearly visible", checked: true }]),
    });
    expect(record.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["videoconference-agent-joined", "videoconference-recording-stored"]),
    );
  });
  it("puts the call in the evidence PDF, and the recording and captures in the audit bundle with their hashes; a masked bundle withholds their bytes", async () => {
    const processId = await atCall();
    await openVideoconference(t.db, rui, processId, request);
    for (const [seq, piece] of recorderRun(2, 440).entries())
      await appendRecordingChunk(t.db, rui, processId, { segment: "run-0", seq }, piece);
    const still = execFileSync("ffmpeg", [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=160x120",
      "-frames:v",
      "1",
      "-f",
      "mjpeg",
      "-",
    ]);
    const capture = await captureCallStill(t.db, rui, { processId, kind: "document-front", image: still.toString("base64") }, request);
    const done = await completeVideoconference(t.db, rui, { processId, passed: true }, request);
    const recordingId = String(done.recording?.url.split("/").at(-1));

    // The evidence job as the worker runs it: the PDF's call block names the verdict, the recording's hash, the capture.
    await t.db.job.create({ data: owedJob("evidence", processId, new Date()) });
    const lease = await claimJob(t.db, jobId("evidence", processId), { isCommitter: true });
    if (!lease) throw new Error("the committer's claim should succeed");
    await produceEvidence(t.db, lease);
    const { evidenceFileId } = await t.db.process.findUniqueOrThrow({ where: { id: processId }, select: { evidenceFileId: true } });
    const evidence = await t.db.storedFile.findUniqueOrThrow({ where: { id: String(evidenceFileId) }, select: { storageKey: true } });
    const pdf = await fileStorage().get(evidence.storageKey);
    const text = (await pdfToText(pdf ?? Buffer.alloc(0))).replace(/\s+/g, " ");
    expect(text).toContain("What was established Verdict: passed");
    expect(text).toContain("Agent: Rui <rui@example.com>");
    expect(text).toContain(`SHA-256 ${done.recording?.sha256}`);
    expect(text).toContain("Checklist: [ ] Face clearly visible");
    expect(text).toContain("captures.document-front.url");

    const work = fs.mkdtempSync(path.join(os.tmpdir(), "call-bundle-"));
    const key = loadOrCreateInstallationKey(work);
    const bundle = async (policy: PersonalDataPolicy) => {
      const file = path.join(work, `${policy.canReadFileBytes ? "shown" : "masked"}.zip`);
      const stream = await streamAuditBundle({ db: t.db, storage: fileStorage(), processId, key, createdBy: "rui@example.com", policy });
      await pipeline(stream, fs.createWriteStream(file));
      const entries = await readZipEntries(file);
      return { entries, manifest: JSON.parse(String(entries.get("manifest.json"))) as Manifest };
    };
    const sha = (bytes: Buffer | undefined) =>
      createHash("sha256")
        .update(bytes ?? Buffer.alloc(0))
        .digest("hex");
    const recordingPath = `files/videos/${recordingId}.webm`;
    const capturePath = `files/processes/${capture.fileId}.jpg`;

    const shown = await bundle(PERSONAL_DATA_SHOWN);
    const listed = new Map(shown.manifest.files.map((entry) => [entry.path, entry.sha256]));
    expect(listed.get(recordingPath)).toBe(sha(shown.entries.get(recordingPath)));
    expect(listed.get(recordingPath)).toBe(done.recording?.sha256);
    expect(listed.get(capturePath)).toBe(sha(still));

    const masked = await bundle(PERSONAL_DATA_MASKED);
    expect(masked.entries.has(recordingPath)).toBe(false);
    expect(masked.entries.has(capturePath)).toBe(false);
    expect(new Map(masked.manifest.withheld?.map((entry) => [entry.path, entry.sha256])).get(recordingPath)).toBe(done.recording?.sha256);
    fs.rmSync(work, { recursive: true, force: true });
  });
});
