import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/lib/db/client";
import { env, resetEnvForTests } from "@/lib/env";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { listOutbox, REDACTED } from "@/lib/service/messaging/outbox";
import { applySmsReceipt } from "@/lib/service/messaging/record-sms-receipt";
import { bindSmsGateway, setSmsSender } from "@/lib/service/messaging/sms";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { StepView } from "@/lib/service/views/step-view";
import { dictionaryFor } from "@/lib/steps/applicant-texts/dictionary";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { codeIn, messageCentre } from "../support/message-centre";
import { accountWithFlow, contextFor, OTP_STEP } from "../support/service";

/** The message's delivery steps as the case shows them: state and reason, in order. */
async function deliverySteps(db: Db, outboxId: string) {
  const rows = await db.messageDelivery.findMany({ where: { outboxId }, orderBy: { at: "asc" }, select: { state: true, reason: true } });
  return rows.map((r) => (r.reason ? `${r.state}: ${r.reason}` : r.state));
}

/** Runs the message's send job now, as the job worker does once its back-off is over (a later clock for the claim). */
async function retryNow(db: Db, outboxId: string): Promise<boolean> {
  const lease = await claimJob(db, jobId("sms", outboxId), { now: new Date(Date.now() + 10 * 60_000) });
  return lease ? runClaimedJob(db, lease) : false;
}

describe.each(DATABASE_KINDS)("SMS through an SMPP gateway on %s @sms", (kind) => {
  let t: TestDatabase;
  let centre = messageCentre();
  let port = 0;
  const phone = { country: "PT", number: "912345678" };

  beforeAll(async () => {
    t = await freshDatabase(kind);
    port = await centre.listen();
    process.env.SMPP_URL = `smpp://idv:s3cret@127.0.0.1:${port}`;
    process.env.SMPP_SOURCE_ADDR = "IDV Test";
    resetEnvForTests();
    setSmsSender(undefined);
  });
  afterAll(async () => {
    setSmsSender(undefined);
    delete process.env.SMPP_URL;
    delete process.env.SMPP_SOURCE_ADDR;
    resetEnvForTests();
    await centre.stop();
    await t.drop();
  });

  it("an OTP step's code reaches the gateway in the process's language; the outbox keeps it redacted; the receipt makes it delivered", async () => {
    expect(env().OUTBOX_KEEP_SECRETS).toBe(false);
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller), acceptLanguage: "en-GB" });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
    const [message] = centre.received;
    expect(message).toMatchObject({ systemId: "idv", to: "351912345678", from: "IDV Test" });
    const code = codeIn(message);
    expect(message?.text).toBe(dictionaryFor("en-GB").messages.code(code, Math.round(env().OTP_TTL_SECONDS / 60)));

    const [row] = await listOutbox(t.db, { processId });
    expect(row).toMatchObject({ channel: "sms", recipient: "+351912345678" });
    expect(row?.body).toContain(REDACTED);
    expect(row?.body).not.toContain(code);
    const submission = await t.db.smsSubmission.findUniqueOrThrow({ where: { outboxId: row?.id ?? "" } });
    expect(submission).toMatchObject({ messageId: message?.messageId, error: null });
    await vi.waitFor(
      async () =>
        expect(await t.db.smsReceipt.findUnique({ where: { messageId: message?.messageId ?? "" } })).toMatchObject({ status: "DELIVRD" }),
      { timeout: 30_000, interval: 100 },
    );
    await vi.waitFor(async () => expect(await deliverySteps(t.db, row?.id ?? "")).toEqual(["queued", "sent", "delivered"]), {
      timeout: 10_000,
      interval: 100,
    });
    // Sent, its sealed text is gone and no job is left.
    expect(await t.db.pendingMessage.count({ where: { outboxId: row?.id ?? "" } })).toBe(0);
    expect(await t.db.job.count({ where: { subjectId: row?.id ?? "" } })).toBe(0);

    expect(await submitStep({ db: t.db, context: contextFor(caller), processId, body: { otpCode: code } })).toEqual({ finished: true });
  });

  it("a receipt that came while its sending was being recorded is placed after the sending on the message's steps", async () => {
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
    const [row] = await listOutbox(t.db, { processId });
    const outboxId = row?.id ?? "";
    await vi.waitFor(async () => expect(await deliverySteps(t.db, outboxId)).toEqual(["queued", "sent", "delivered"]), { timeout: 10_000 });
    // As on a loaded server: the receipt arrived (its clock read) before the sending's step was written.
    await t.db.messageDelivery.deleteMany({ where: { outboxId, state: "delivered" } });
    await t.db.outboxMessage.update({ where: { id: outboxId }, data: { status: "sent" } });
    const sent = await t.db.messageDelivery.findFirstOrThrow({ where: { outboxId, state: "sent" } });
    await applySmsReceipt(t.db, outboxId, "DELIVRD", new Date(sent.at.getTime() - 50));
    expect(await deliverySteps(t.db, outboxId)).toEqual(["queued", "sent", "delivered"]);
  });

  it("a server binds at its start: a receipt held for a message sent before a restart arrives with no send", async () => {
    setSmsSender(undefined);
    centre.heldReceipts.push("m-before-restart");
    expect(bindSmsGateway(t.db)).toBe(true);
    await vi.waitFor(
      async () =>
        expect(await t.db.smsReceipt.findUnique({ where: { messageId: "m-before-restart" } })).toMatchObject({ status: "DELIVRD" }),
      { timeout: 30_000, interval: 100 },
    );
    expect(centre.heldReceipts).toEqual([]);
  });

  it("with the centre down the request is accepted and the code kept sealed and queued as failed: gateway not reachable; once the centre is back the retry sends that same code", async () => {
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await centre.stop();
    const view = (await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } })) as StepView;
    expect(view.step.id).toBe("otp");
    expect(view.nonce).toBeDefined();
    const [failed] = await listOutbox(t.db, { processId });
    const outboxId = failed?.id ?? "";
    expect(failed).toMatchObject({ status: "failed", recipient: "+351912345678" });
    expect(await deliverySteps(t.db, outboxId)).toEqual(["queued", "failed: gateway-unreachable"]);
    expect(await t.db.smsSubmission.findUniqueOrThrow({ where: { outboxId } })).toMatchObject({
      messageId: null,
      // Not reachable, or its connection dropped under the submission (the centre's end is noticed a moment later).
      error: expect.stringMatching(/^the SMS gateway('s connection dropped| is not reachable)$/),
    });
    // Waiting for its retry: the job backs off, and the text waits sealed (never the code in clear).
    const job = await t.db.job.findUniqueOrThrow({ where: { id: jobId("sms", outboxId) } });
    expect(job).toMatchObject({ attempts: 1, leasedBy: null, lastError: expect.stringMatching(/^the SMS gateway/) });
    expect(job.leaseUntil.getTime()).toBeGreaterThan(Date.now());
    const pending = await t.db.pendingMessage.findUniqueOrThrow({ where: { outboxId } });
    expect(pending.sealedText).toMatch(/^v1\./);
    expect(pending.sealedText).not.toMatch(/\d{6}/);

    centre = messageCentre();
    await centre.listen(port);
    // The gateway reconnects with its own back-off (at most 30 s): each retry waits for a bind up to 5 s.
    await vi.waitFor(async () => expect(await retryNow(t.db, outboxId)).toBe(true), { timeout: 90_000, interval: 1000 });
    expect(centre.received).toHaveLength(1);
    await vi.waitFor(async () => expect((await deliverySteps(t.db, outboxId)).at(-1)).toBe("delivered"), { timeout: 10_000 });
    expect((await deliverySteps(t.db, outboxId)).filter((s) => s === "sent")).toHaveLength(1);
    expect(await t.db.pendingMessage.count({ where: { outboxId } })).toBe(0);
    expect(await submitStep({ db: t.db, context: contextFor(caller), processId, body: { otpCode: codeIn(centre.received[0]) } })).toEqual({
      finished: true,
    });
  }, 180_000);

  it("a code replaced by a newer request is never sent: its retry gives it up as superseded", async () => {
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await centre.stop();
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
    const [first] = await listOutbox(t.db, { processId });
    centre = messageCentre();
    await centre.listen(port);
    await vi.waitFor(
      async () => {
        await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
        expect(centre.received.length).toBeGreaterThan(0);
      },
      { timeout: 90_000, interval: 1000 },
    );
    const sent = centre.received.length;
    expect(await retryNow(t.db, first?.id ?? "")).toBe(true);
    expect(centre.received).toHaveLength(sent);
    expect((await deliverySteps(t.db, first?.id ?? "")).at(-1)).toBe("failed: superseded");
    expect(await t.db.pendingMessage.count({ where: { outboxId: first?.id ?? "" } })).toBe(0);
  }, 180_000);

  it("a code that expires before the centre is back is given up, its sealed text dropped", async () => {
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await centre.stop();
    await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
    const [message] = await listOutbox(t.db, { processId });
    const outboxId = message?.id ?? "";
    await t.db.pendingMessage.update({ where: { outboxId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await retryNow(t.db, outboxId)).toBe(true);
    expect(await deliverySteps(t.db, outboxId)).toEqual(["queued", "failed: gateway-unreachable", "failed: expired-unsent"]);
    expect(await t.db.pendingMessage.count({ where: { outboxId } })).toBe(0);
    expect(await t.db.job.count({ where: { subjectId: outboxId } })).toBe(0);
    centre = messageCentre();
    await centre.listen(port);
  }, 60_000);

  it("a receipt that says the phone never got it makes the message failed: not delivered", async () => {
    await centre.stop();
    centre = messageCentre({ receiptState: "UNDELIV" });
    await centre.listen(port);
    const { caller } = await accountWithFlow(t.db, [OTP_STEP]);
    const { processId } = await createProcess({ db: t.db, context: contextFor(caller) });
    await vi.waitFor(
      async () => {
        await submitStep({ db: t.db, context: contextFor(caller), processId, body: { phone } });
        expect(centre.received.length).toBeGreaterThan(0);
      },
      { timeout: 90_000, interval: 1000 },
    );
    await vi.waitFor(
      async () => {
        const messages = await t.db.messageDelivery.findMany({ where: { processId, state: "failed", reason: "not-delivered" } });
        expect(messages.map((m) => m.detail)).toEqual(["UNDELIV"]);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await listOutbox(t.db, { processId })).map((m) => m.status)).toContain("failed");
  }, 180_000);
});
