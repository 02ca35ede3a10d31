import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resendProcessLink } from "@/lib/cases/contact/resend-link";
import { PERSONAL_DATA_MASKED, PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP, OTP_STEP } from "../support/service";
import { type SmtpSink, startServiceSmtpSink } from "../support/smtp-sink";

// Defect 8 of issue 12: a reviewer could type any recipient and send an applicant's live link to themselves.

const rui: Staff = { id: "u-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const alice: Staff = { id: "u-alice", email: "alice@example.com", name: "Alice", role: "auditor", sessionId: "s" };
const ada: Staff = { id: "u-ada", email: "ada@example.com", name: "Ada", role: "admin", sessionId: "s" };
const request = { ip: "127.0.0.1", userAgent: "vitest" };
const REASON = "Applicant phoned: her old mailbox was closed; new address confirmed on the call";

// The installation setting is loaded lazily so that this file still runs, and fails, on code without it.
const settings = () => import("@/lib/settings/installation-settings");

describe.each(DATABASE_KINDS)("who an applicant's link may be resent to, on %s", (kind) => {
  let t: TestDatabase;
  let smtp: SmtpSink;
  let withEmail = "";
  let withoutEmail = "";
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to && "text" in m.to && m.to.text.includes(address));
  beforeAll(async () => {
    smtp = await startServiceSmtpSink();
    t = await freshDatabase(kind);
    const { caller } = await accountWithFlow(t.db, [FORM_STEP, OTP_STEP]);
    withEmail = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
    await submitStep({
      db: t.db,
      context: contextFor(caller),
      processId: withEmail,
      body: { name: "Ana Silva", email: "ana@example.com" },
    });
    withoutEmail = (await createProcess({ db: t.db, context: contextFor(caller) })).processId;
  });
  afterAll(async () => {
    await t.drop();
    await smtp.close();
  });

  it("refuses a reviewer's other address by default and sends nothing", async () => {
    await expect(resendProcessLink(t.db, rui, { processId: withEmail, email: "rui.private@evil.example" }, request)).rejects.toThrow(
      /address the applicant gave/,
    );
    expect(mailsTo("rui.private@evil.example")).toEqual([]);
    expect(await t.db.outboxMessage.count({ where: { recipient: "rui.private@evil.example" } })).toBe(0);
    expect(await t.db.staffAuditEntry.count({ where: { action: "link-resent" } })).toBe(0);
  });

  it("sends to the address the applicant gave, which the reviewer does not type", async () => {
    const outcome = await resendProcessLink(t.db, rui, { processId: withEmail }, request);
    expect(outcome).toMatchObject({ sent: true, message: "Link sent to ana@example.com." });
    expect(mailsTo("ana@example.com")).toHaveLength(1);
  });

  it("says plainly when the process has no e-mail on record", async () => {
    await expect(resendProcessLink(t.db, rui, { processId: withoutEmail }, request)).rejects.toThrow(/no e-mail address on record/);
    expect(smtp.messages).toHaveLength(1);
  });

  it("with the admin setting on, sends to another address only with a reason, shown in the audit entry and the activity", async () => {
    const { changeInstallationSettings, readInstallationSettings } = await settings();
    const { processActivityView } = await import("@/lib/cases/activity");
    await expect(changeInstallationSettings(t.db, rui, { allowResendToOtherAddress: true })).rejects.toThrow(/admin/);
    expect(await readInstallationSettings(t.db)).toMatchObject({ allowResendToOtherAddress: false });
    await changeInstallationSettings(t.db, ada, { allowResendToOtherAddress: true });

    await expect(
      resendProcessLink(t.db, rui, { processId: withEmail, email: "ana.new@example.org", reason: "  " }, request),
    ).rejects.toThrow(/reason/);
    expect(mailsTo("ana.new@example.org")).toEqual([]);

    const outcome = await resendProcessLink(t.db, rui, { processId: withEmail, email: "ana.new@example.org", reason: REASON }, request);
    expect(outcome).toMatchObject({ sent: true, message: "Link sent to ana.new@example.org." });
    expect(mailsTo("ana.new@example.org")).toHaveLength(1);
    const entry = await t.db.staffAuditEntry.findFirst({ where: { action: "link-resent", targetId: withEmail }, orderBy: { seq: "desc" } });
    expect(entry?.details).not.toContain("ana.new@example.org");
    const { processActivity } = await import("@/lib/audit/list-audit-entries");
    const shown = (await processActivity(t.db, withEmail, PERSONAL_DATA_SHOWN)).find((e) => e.action === "link-resent");
    expect(JSON.parse(shown?.details ?? "{}")).toMatchObject({ email: "ana.new@example.org", recipient: "other", reason: REASON });
    const activity = await processActivityView(t.db, withEmail, PERSONAL_DATA_SHOWN);
    expect(activity.find((a) => a.action === "link-resent")?.detail).toContain(REASON);
    const masked = await processActivityView(t.db, withEmail, PERSONAL_DATA_MASKED);
    expect(masked.find((a) => a.action === "link-resent")?.detail).not.toContain("ana.new@example.org");

    await resendProcessLink(t.db, rui, { processId: withoutEmail, email: "found@example.org", reason: REASON }, request);
    expect(mailsTo("found@example.org")).toHaveLength(1);
  });

  it("keeps the role checks: an auditor cannot resend", async () => {
    await expect(resendProcessLink(t.db, alice, { processId: withEmail }, request)).rejects.toThrow(/role/);
    await expect(resendProcessLink(t.db, alice, { processId: withEmail, email: "x@example.org", reason: REASON }, request)).rejects.toThrow(
      /role/,
    );
  });
});
