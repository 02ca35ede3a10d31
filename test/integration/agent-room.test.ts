import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_APPLICANT } from "@/lib/demo/demo-media";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { faceOutcome } from "@/lib/steps/videoconference/face-outcome";
import { loadCallRoom, openVideoconference } from "@/lib/video-calls/room/call-room";
import type { RoomCapture } from "@/lib/video-calls/room/room-captures";
import { captureCallStill } from "@/lib/video-calls/verdict/capture-still";
import { completeVideoconference } from "@/lib/video-calls/verdict/complete-call";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { withLocalChecks } from "../support/local-checks";
import { accountWithFlow, contextFor, localStep } from "../support/service";

const rui: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const eva: Staff = { id: "u-eva", email: "eva@example.com", name: "Eva", role: "reviewer", sessionId: "s2" };
const alice: Staff = { id: "u-alice", email: "alice@example.com", name: "Alice", role: "auditor", sessionId: "s3" };
const request = { ip: "127.0.0.1", userAgent: null };

const FORM = { ...localStep("form", "Personal data", "form"), action: { type: "form", fields: [{ name: "name" }, { name: "birthday" }] } };
const CALL = {
  ...localStep("call", "Video call", "videoconference"),
  settings: { maxRetries: 2, preventPrevious: true, deviceType: "any" },
};
const AFTER = localStep("after", "Follow-up", "videoconference-schedule");

const b64 = (bytes: Buffer) => bytes.toString("base64");
const outcomes = (capture: RoomCapture) =>
  capture.face && {
    document: faceOutcome(capture.face.document, capture.face.threshold, capture.face.margin),
    selfie: faceOutcome(capture.face.selfie, capture.face.threshold, capture.face.margin),
  };

/** A JPEG still of a test pattern: a real picture without a face, as the fake camera films. */
const facelessStill = () =>
  execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=320x240", "-frames:v", "1", "-f", "mjpeg", "-"]);

const demo = withLocalChecks();

describe.each(DATABASE_KINDS)("the agent's room on %s", { timeout: 180_000 }, (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  /** A process of the demo applicant at the call: form, ID card and selfie on the real checks, the call opened by Rui. */
  async function atCall(steps: unknown[], bodies: unknown[]) {
    const { caller } = await accountWithFlow(t.db, steps);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    for (const body of bodies) await submitStep({ db: t.db, context: contextFor(caller), processId, body });
    await openVideoconference(t.db, rui, processId, request);
    return processId;
  }
  const still = (processId: string, image: Buffer, kind = "face", replaces?: string) =>
    captureCallStill(t.db, rui, { processId, kind, image: b64(image), ...(replaces ? { replaces } : {}) }, request);

  it("shows the agent who holds the call the applicant's data and images; another agent none; an auditor no room", async () => {
    const processId = await atCall(
      [FORM, localStep("document", "ID card", "document-ocr"), localStep("selfie", "Selfie", "face-liveness-2d"), CALL, AFTER],
      [
        { name: DEMO_APPLICANT.name, birthday: DEMO_APPLICANT.birthday },
        { doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) },
        { photo: b64(demo.media.selfie) },
      ],
    );
    const room = await loadCallRoom(t.db, rui, processId, request);
    expect(room?.applicant).toMatchObject({
      name: DEMO_APPLICANT.name,
      birthDate: DEMO_APPLICANT.birthday,
      document: { number: "C12345678", expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      documentImage: { shows: "document-portrait", fileId: expect.any(String) },
      selfie: { shows: "selfie", fileId: expect.any(String) },
    });
    const files = await t.db.storedFile.findMany({ where: { processId }, select: { id: true } });
    const ids = files.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([room?.applicant?.documentImage?.fileId, room?.applicant?.selfie?.fileId]));

    expect((await loadCallRoom(t.db, eva, processId, request))?.applicant).toBeNull();
    await expect(loadCallRoom(t.db, alice, processId, request)).rejects.toThrow("Your role cannot run video calls.");
  });

  it("compares a live face with the document portrait and the selfie; a faceless still is unsure, with no score; a retake replaces its capture", async () => {
    const processId = await atCall(
      [FORM, localStep("document", "ID card", "document-ocr"), localStep("selfie", "Selfie", "face-liveness-2d"), CALL, AFTER],
      [
        { name: DEMO_APPLICANT.name, birthday: DEMO_APPLICANT.birthday },
        { doctype: "idcard", front: b64(demo.media.idCard.front), back: b64(demo.media.idCard.back) },
        { photo: b64(demo.media.selfie) },
      ],
    );
    const same = await still(processId, demo.media.selfie);
    expect(same.face).toMatchObject({ threshold: 0.7, document: { against: "document-portrait" }, selfie: { against: "selfie" } });
    expect(same.face?.document.score).toBeGreaterThanOrEqual(0.75);
    expect(outcomes(same)).toEqual({ document: "match", selfie: "match" });

    const stranger = await still(processId, demo.media.otherSelfie);
    expect(stranger.face?.document.score).toBeLessThan(0.7);
    expect(outcomes(stranger)).toEqual({ document: "mismatch", selfie: "mismatch" });

    const faceless = await still(processId, facelessStill());
    expect(faceless.face?.document).toEqual({ against: "document-portrait", score: null, reason: "no-face-in-capture" });
    expect(outcomes(faceless)).toEqual({ document: "unsure", selfie: "unsure" });

    const front = await still(processId, demo.media.idCard.front, "document-front");
    expect(front.face).toBeNull();

    // Retaking the first capture: same capture, same place, a new still and comparison; another call's capture is refused.
    const retaken = await still(processId, demo.media.otherSelfie, "document-back", same.id);
    expect(retaken).toMatchObject({ id: same.id, kind: "face" });
    expect(retaken.fileId).not.toBe(same.fileId);
    expect(outcomes(retaken)).toEqual({ document: "mismatch", selfie: "mismatch" });
    await expect(still(processId, demo.media.selfie, "face", "not-a-capture-of-this-call")).rejects.toThrow("No such capture in this call");
    expect((await loadCallRoom(t.db, rui, processId, request))?.captures.map((c) => c.fileId)).toEqual([
      retaken.fileId,
      stranger.fileId,
      faceless.fileId,
      front.fileId,
    ]);

    await completeVideoconference(t.db, rui, { processId, passed: true }, request);
    const { accountId } = await t.db.process.findUniqueOrThrow({ where: { id: processId }, select: { accountId: true } });
    const record = await getProcessRecordOrThrow(t.db, accountId, processId);
    const result = record.data.find((r) => r.action === "videoconference")?.provider.result as {
      captures: { kind: string; url: string; faceScore: number | null; face?: { document: { reason?: string } } }[];
    };
    expect(result.captures.map((c) => [c.kind, c.url.split("/").at(-1)])).toEqual([
      ["face", retaken.fileId],
      ["face", stranger.fileId],
      ["face", faceless.fileId],
      ["document-front", front.fileId],
    ]);
    expect(result.captures[0]?.faceScore).toBe(retaken.face?.document.score);
    expect(result.captures[2]).toMatchObject({ faceScore: null, face: { document: { reason: "no-face-in-capture" } } });
    // The replaced still stays a file of the process (its hash is in the audit log), only no longer on the record.
    expect(await t.db.storedFile.count({ where: { id: same.fileId, processId } })).toBe(1);
    const audit = await t.db.staffAuditEntry.findMany({ where: { targetId: processId, action: "videoconference-capture" } });
    expect(audit.filter((entry) => entry.details.includes(`"replacesFileId":"${same.fileId}"`))).toHaveLength(1);
  });

  it("says what it could not compare when the process holds no document and no selfie", async () => {
    const bare = await atCall([FORM, CALL, AFTER], [{ name: "Ana Lima" }]);
    const room = await loadCallRoom(t.db, rui, bare, request);
    expect(room?.applicant).toEqual({
      name: "Ana Lima",
      birthDate: null,
      document: { number: null, expiryDate: null, type: null, country: null },
      documentImage: null,
      selfie: null,
    });
    const capture = await still(bare, demo.media.selfie);
    expect(capture.face).toMatchObject({
      document: { against: null, score: null, reason: "no-reference" },
      selfie: { against: null, score: null, reason: "no-reference" },
    });
    expect(outcomes(capture)).toEqual({ document: "not-compared", selfie: "not-compared" });
  });
});
