import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { confirmDecision, decideProcess } from "@/lib/cases/decisions/decisions";
import type { Caller } from "@/lib/service/context";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";

const rui: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const rita: Staff = { id: "u-rita", email: "rita@example.com", name: "Rita", role: "reviewer", sessionId: "s" };

describe.each(DATABASE_KINDS)("requesting resubmission on %s", (kind) => {
  let t: TestDatabase;
  let caller: Caller;
  beforeAll(async () => {
    t = await freshDatabase(kind);
    ({ caller } = await accountWithFlow(t.db, [FORM_STEP]));
  });
  afterAll(async () => t.drop());

  const finishedProcess = async (reference: string) => {
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller), reference });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { name: "Ana Silva", email: "ana@example.com" } });
    return processId;
  };

  it("starts a new process under the same reference and sends its link to the applicant", async () => {
    const old = await finishedProcess("client-42");
    const decision = await decideProcess(t.db, {
      staff: rui,
      decision: { processId: old, outcome: "resubmission-requested", reasonCode: "poor-image-quality" },
      policy: { fourEyes: false, reasons: DEFAULT_REASONS },
    });
    const newId = decision.resubmission?.newProcessId ?? "";
    expect(decision.resubmission).toMatchObject({ sent: true });
    expect(newId).not.toBe(old);
    const fresh = await t.db.process.findUniqueOrThrow({ where: { id: newId }, select: { reference: true, status: true } });
    expect(fresh).toEqual({ reference: "client-42", status: "in-progress" });
    const [mail] = await listOutbox(t.db, { processId: newId });
    expect(mail).toMatchObject({ channel: "email", recipient: "ana@example.com" });
    expect(await t.db.staffAuditEntry.count({ where: { action: "resubmission-requested", targetId: old } })).toBe(1);
  });

  it("under four-eyes, only the confirmation starts the new process", async () => {
    const old = await finishedProcess("client-43");
    const pending = await decideProcess(t.db, {
      staff: rui,
      decision: { processId: old, outcome: "resubmission-requested", reasonCode: "wrong-document" },
      policy: { fourEyes: true, reasons: DEFAULT_REASONS },
    });
    expect(pending.resubmission).toBeNull();
    expect(await t.db.process.count({ where: { reference: "client-43" } })).toBe(1);
    const confirmed = await confirmDecision(t.db, rita, pending.id);
    expect(confirmed?.newProcessId).toBeTruthy();
    expect(await t.db.process.count({ where: { reference: "client-43" } })).toBe(2);
  });
});
