import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApplicantSession } from "@/lib/applicant/get-applicant-session";
import { isCallOpen } from "@/lib/applicant/is-call-open";
import { processLink } from "@/lib/service/email/send-process-link";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { openVideoconference } from "@/lib/video-calls/room/call-room";
import { completeVideoconference } from "@/lib/video-calls/verdict/complete-call";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

const reviewer: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const request = { ip: "127.0.0.1", userAgent: null };
const CALL_STEP = {
  id: "call",
  name: "Video call",
  settings: { maxRetries: 0, preventPrevious: true, deviceType: "any" },
  action: { type: "videoconference" },
};

describe.each(DATABASE_KINDS)("the applicant's waiting room on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase(kind);
  });
  afterAll(async () => t.drop());

  it("waits until a reviewer opens the call, then is open; once the call is completed the process is no longer at it", async () => {
    const { caller, accountId } = await accountWithFlow(t.db, [{ ...FORM_STEP, next: "call" }, CALL_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    const token = new URL(processLink(processId, accountId, new Date())).searchParams.get("token") ?? "";
    const session = await getApplicantSession(t.db, processId, token);
    if (!session) throw new Error("the link was refused");

    await expect(isCallOpen(t.db, session)).rejects.toMatchObject({ code: "BIOPMCSE008" });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "Ana", email: "ana@example.com" } });
    expect(await isCallOpen(t.db, session)).toMatchObject({ isOpen: false });
    await openVideoconference(t.db, reviewer, processId, request);
    expect(await isCallOpen(t.db, session)).toMatchObject({ isOpen: true, iceServers: [] });
    await completeVideoconference(t.db, reviewer, { processId, passed: true }, request);
    await expect(isCallOpen(t.db, session)).rejects.toMatchObject({ code: "BIOPMCSE008" });
  });
});
