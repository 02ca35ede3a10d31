import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { verifyToken } from "@/lib/security/secrets";
import { sendProcessLink } from "@/lib/service/email/send-process-link";
import { listOutbox } from "@/lib/service/messaging/outbox";
import { createProcess } from "@/lib/service/processes/create-process";
import { freePort } from "@/test/support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { AML_STEP, accountWithFlow, contextFor, errorCode, FORM_STEP } from "@/test/support/service";
import { type SmtpSink, startSmtpSink } from "@/test/support/smtp-sink";

describe.each(DATABASE_KINDS)("send-email on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpSink;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
    resetEnvForTests();
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await smtp.close();
    await database.drop();
  });

  it("sends the signed, expiring link through SMTP and keeps it in the outbox", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, AML_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const body = { template: "link", processId, email: "ana@example.pt", name: "Ana" };
    expect(await sendProcessLink({ db, caller, body, now: new Date() })).toEqual({ success: true });
    const last = smtp.messages.at(-1);
    const mail = `${last?.to && "text" in last.to ? last.to.text : ""}\n${last?.subject ?? ""}\n${last?.text ?? ""}`;
    expect(mail).toContain("ana@example.pt");
    const token = new RegExp(`/verify/${processId}\\?token=([\\w.-]+)`).exec(mail)?.[1] ?? "";
    expect(verifyToken("verify-link", token)).toMatchObject({ prc: processId, acc: caller.accountId });
    expect(verifyToken("verify-link", token, Date.now() + 73 * 3_600_000)).toBeNull();
    expect(verifyToken("verify-link", `${token}x`)).toBeNull();
    expect((await listOutbox(db, { processId })).map((m) => [m.channel, m.status])).toEqual([["email", "sent"]]);
    expect(await errorCode(sendProcessLink({ db, caller, body: { ...body, template: "welcome" }, now: new Date() }))).toBe("BIOPMSSE400");
    expect(await errorCode(sendProcessLink({ db, caller, body: { ...body, processId: "nope" }, now: new Date() }))).toBe("BIOPMSSE006");
  });

  it("with the mail server down answers success false, keeps the e-mail queued as failed, and its retry delivers it once the server is up", async () => {
    const { db } = database;
    const { caller } = await accountWithFlow(db, [FORM_STEP, AML_STEP]);
    const { processId } = await createProcess({ db, context: contextFor(caller) });
    const port = await freePort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnvForTests();
    const body = { template: "link", processId, email: "ana@example.pt", name: "Ana" };
    expect(await sendProcessLink({ db, caller, body, now: new Date() })).toEqual({ success: false });
    const [queued] = await listOutbox(db, { processId });
    expect(queued).toMatchObject({ channel: "email", status: "failed" });
    const outboxId = queued?.id ?? "";
    const steps = await db.messageDelivery.findMany({ where: { outboxId }, orderBy: { at: "asc" } });
    expect(steps.map((step) => [step.state, step.reason])).toEqual([
      ["queued", null],
      ["failed", "mail-unreachable"],
    ]);
    expect(await db.pendingMessage.count({ where: { outboxId } })).toBe(1);

    const late = await startSmtpSink({ port });
    try {
      const lease = await claimJob(db, jobId("email", outboxId), { now: new Date(Date.now() + 60_000) });
      expect(lease && (await runClaimedJob(db, lease))).toBe(true);
      expect((await listOutbox(db, { processId })).map((m) => m.status)).toEqual(["sent"]);
      expect(late.messages.at(-1)?.text).toContain(`/verify/${processId}?token=`);
      expect(await db.pendingMessage.count({ where: { outboxId } })).toBe(0);
    } finally {
      process.env.SMTP_URL = smtp.url;
      resetEnvForTests();
      await late.close();
    }
  });
});
