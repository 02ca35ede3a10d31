import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeskError } from "@/lib/cases/errors";
import type { Caller } from "@/lib/service/context";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { getProcessRecordOrThrow } from "@/lib/service/views/process-record";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { callAvailability, openVideoconference } from "@/lib/video-calls/room/call-room";
import { completeVideoconference } from "@/lib/video-calls/verdict/complete-call";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, formCallOtpFlow } from "../support/service";

const rui: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const alice: Staff = { id: "u-alice", email: "alice@example.com", name: "Alice", role: "auditor", sessionId: "s" };
const request = {
  ip: "127.0.0.1",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
};

describe.each(DATABASE_KINDS)("the reviewer's video conference on %s", (kind) => {
  let t: TestDatabase;
  let caller: Caller;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    ({ caller } = await accountWithFlow(t.db, formCallOtpFlow(0)));
  });
  afterAll(async () => t.drop());

  const start = async () => (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
  const reachCall = (processId: string) =>
    submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "Ana", email: "ana@example.com" } });

  it("explains why the call cannot open before the step, then opens, records the join and advances on passed", async () => {
    const processId = await start();
    expect(await callAvailability(t.db, processId)).toEqual({ canJoin: false, reason: { key: "notInCallStep" } });
    await expect(openVideoconference(t.db, rui, processId, request)).rejects.toThrow(/BIOPMCSE008/);

    await reachCall(processId);
    expect(await callAvailability(t.db, processId)).toEqual({ canJoin: true });
    await expect(openVideoconference(t.db, alice, processId, request)).rejects.toThrow(DeskError);
    await openVideoconference(t.db, rui, processId, request);
    const done = await completeVideoconference(t.db, rui, { processId, passed: true, note: "Face and document shown" }, request);
    expect(done).toMatchObject({ outcome: "advanced", status: "in-progress" });

    const process = await t.db.process.findUniqueOrThrow({ where: { id: processId }, select: { accountId: true, currentStepId: true } });
    expect(process.currentStepId).toBe("otp");
    const record = await getProcessRecordOrThrow(t.db, process.accountId, processId);
    expect(record.events.map((e) => e.type)).toContain("videoconference-agent-joined");
    const call = record.data.find((r) => r.action === "videoconference");
    expect(call).toMatchObject({ status: true, provider: { status: true, result: { method: "reviewer", reviewer: "rui@example.com" } } });
    expect(record.events.find((e) => e.type === "videoconference-agent-joined")?.browser).toMatch(/Chrome/);
    const audit = await t.db.staffAuditEntry.findMany({
      where: { targetId: processId },
      orderBy: { seq: "asc" },
      select: { action: true },
    });
    expect(audit.map((a) => a.action)).toEqual(["videoconference-joined", "videoconference-completed"]);
  });

  it("a failed call past the step's retries ends the process negatively", async () => {
    const processId = await start();
    await reachCall(processId);
    await openVideoconference(t.db, rui, processId, request);
    const done = await completeVideoconference(
      t.db,
      rui,
      { processId, passed: false, reason: "document not shown", note: "Applicant did not show the document" },
      request,
    );
    expect(done).toMatchObject({ outcome: "finished", status: "finished", negativeFinish: true, recording: null });
    // Never started, so nothing recorded: the step record says so rather than leaving the key out.
    const { accountId } = await t.db.process.findUniqueOrThrow({ where: { id: processId }, select: { accountId: true } });
    const record = await getProcessRecordOrThrow(t.db, accountId, processId);
    const result = record.data.find((r) => r.action === "videoconference")?.provider.result;
    expect(result).toHaveProperty("recording", null);
    expect(result).toMatchObject({ callSeconds: null, times: { connectedAt: null } });
    await expect(completeVideoconference(t.db, rui, { processId, passed: true }, request)).rejects.toThrow(/finished/);
  });
});
