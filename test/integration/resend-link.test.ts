import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicantContact, resendProcessLink } from "@/lib/cases/contact/resend-link";
import { DeskError } from "@/lib/cases/errors";
import { verifyToken } from "@/lib/security/secrets";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, OTP_STEP } from "../support/service";
import { type SmtpSink, startServiceSmtpSink } from "../support/smtp-sink";

const rui: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const alice: Staff = { id: "u-alice", email: "alice@example.com", name: "Alice", role: "auditor", sessionId: "s" };
const request = { ip: "127.0.0.1", userAgent: "vitest" };

describe.each(DATABASE_KINDS)("resending the applicant's link on %s", (kind) => {
  let t: TestDatabase;
  let smtp: SmtpSink;
  let running = "";
  let finished = "";
  beforeAll(async () => {
    smtp = await startServiceSmtpSink();
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP, OTP_STEP]);
    running = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
    await submitStep({ db: t.db, context: contextFor(caller), processId: running, body: { name: "Ana Silva", email: "ana@example.com" } });
    const { caller: other } = await accountWithFlow(t.db, [FORM_STEP], "Other");
    finished = (await createProcess({ db: t.db, context: contextFor(other) })).processId;
    await submitStep({ db: t.db, context: contextFor(other), processId: finished, body: { name: "Bo", email: "bo@example.com" } });
  });
  afterAll(async () => {
    await t.drop();
    await smtp.close();
  });

  it("sends to the address of the form step and delivers a working, signed link over SMTP", async () => {
    expect(await applicantContact(t.db, running)).toEqual({ name: "Ana Silva", email: "ana@example.com" });
    const outcome = await resendProcessLink(t.db, rui, { processId: running }, request);
    expect(outcome).toMatchObject({ sent: true, code: "BIOEMCTS001" });
    const mail = smtp.messages.at(-1);
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toContain("ana@example.com");
    const link = /https?:\/\/\S+\/verify\/(\S+)\?token=(\S+)/.exec(mail?.text ?? "");
    expect(link?.[1]).toBe(running);
    expect(verifyToken("verify-link", link?.[2] ?? "")).toMatchObject({ prc: running });
    expect(await t.db.staffAuditEntry.count({ where: { action: "link-resent", targetId: running } })).toBe(1);
  });

  it("refuses a finished process with the spec's code, an auditor, and a fourth resend within 15 minutes", async () => {
    const refused = await resendProcessLink(t.db, rui, { processId: finished }, request);
    expect(refused).toMatchObject({ sent: false, code: "BIOPMSCE002" });
    await expect(resendProcessLink(t.db, alice, { processId: running }, request)).rejects.toThrow(DeskError);
    await resendProcessLink(t.db, rui, { processId: running }, request);
    await resendProcessLink(t.db, rui, { processId: running }, request);
    await expect(resendProcessLink(t.db, rui, { processId: running }, request)).rejects.toThrow(/wait before/);
  });
});
