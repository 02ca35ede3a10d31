import "@/test/support/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import type { Db } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { startJobWorker } from "@/lib/jobs/job-worker";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { redeliverWebhook } from "@/lib/webhooks/delivery-log";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { webhookEventWrites } from "@/lib/webhooks/queue-events";
import { freePort } from "@/test/support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { publishedWebhookKey } from "@/test/support/published-webhook-key";
import { accountWithFlow, contextFor, FORM_STEP } from "@/test/support/service";
import { startWebhookReceiver, type WebhookReceiver, waitUntil } from "@/test/support/webhook-receiver";

process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
// Short for the hanging receiver below, long enough that a loaded machine still gets its answers in time.
process.env.WEBHOOKS_TIMEOUT_SECONDS = "3";

const reviewer: Staff = { id: "id-rui", email: "rui@example.com", name: "Rui Reviewer", role: "reviewer", sessionId: "s" };
const policy = { fourEyes: false, reasons: DEFAULT_REASONS };
const HOURS = 60 * 60_000;

async function finishedProcess(db: Db, caller: Awaited<ReturnType<typeof accountWithFlow>>["caller"]): Promise<string> {
  const { processId } = await createProcess({ db, context: contextFor(caller) });
  await submitStep({ db, context: contextFor(caller), processId, body: { name: "Ana Applicant", email: "ana.applicant@example.pt" } });
  return processId;
}

async function deliveriesOf(db: Db, processId: string) {
  return db.webhookDelivery.findMany({ where: { processId }, orderBy: { id: "asc" } });
}

/** A finished process decided as `outcome`, with its two deliveries: process.finished, then process.decided. */
async function decidedWithDeliveries(db: Db, caller: Parameters<typeof finishedProcess>[1], outcome: "approved" | "rejected") {
  const processId = await finishedProcess(db, caller);
  const reasonCode = outcome === "approved" ? "identity-verified" : "suspected-fraud";
  await decideProcess(db, { staff: reviewer, decision: { processId, outcome, reasonCode }, policy });
  const [first, second] = await deliveriesOf(db, processId);
  if (!first || !second) throw new Error("two deliveries were queued");
  return { processId, first, second };
}

/** Runs a delivery's job now, as a worker whose clock is `aheadMs` later would (past any back-off); false if it could not be claimed. */
async function runDelivery(db: Db, key: string, aheadMs = 0): Promise<boolean> {
  const lease = await claimJob(db, jobId("webhook", key), { now: new Date(Date.now() + aheadMs) });
  if (!lease) return false;
  await runClaimedJob(db, lease);
  return true;
}

describe.each(DATABASE_KINDS)("webhooks on %s", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let account: Awaited<ReturnType<typeof accountWithFlow>>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    receiver = await startWebhookReceiver(await publishedWebhookKey());
    account = await accountWithFlow(database.db, [FORM_STEP]);
    const endpoint = await createWebhookEndpoint(database.db, { accountId: account.accountId, url: receiver.url });
    receiver.secret = endpoint.secret;
  });
  afterAll(async () => {
    await receiver.stop();
    await database.drop();
  });

  it("queues process.finished with the finishing step and the decision events with the decision, then delivers them signed and in order", async () => {
    const { db } = database;
    const approved = await finishedProcess(db, account.caller);
    const resubmit = await finishedProcess(db, account.caller);
    // Written by the transactions themselves: the rows and their jobs exist before any worker runs.
    const [finished] = await deliveriesOf(db, approved);
    expect(finished).toMatchObject({ eventType: "process.finished", status: "pending", attempts: 0 });
    expect(await db.job.count({ where: { id: jobId("webhook", finished?.key ?? "") } })).toBe(1);

    await decideProcess(db, {
      staff: reviewer,
      decision: { processId: approved, outcome: "approved", reasonCode: "identity-verified" },
      policy,
    });
    await decideProcess(db, {
      staff: reviewer,
      decision: { processId: resubmit, outcome: "resubmission-requested", reasonCode: "poor-image-quality" },
      policy,
    });
    expect((await deliveriesOf(db, resubmit)).map((d) => d.eventType)).toEqual([
      "process.finished",
      "process.decided",
      "process.resubmission-requested",
    ]);

    const worker = startJobWorker(db);
    try {
      await waitUntil(
        () => receiver.events.filter((e) => e.processId === approved || e.processId === resubmit).length === 5,
        45_000,
        () => JSON.stringify(receiver.events),
      );
    } finally {
      await worker.stop();
    }
    const typesOf = (processId: string) => receiver.events.filter((e) => e.processId === processId).map((e) => e.type);
    expect(typesOf(approved)).toEqual(["process.finished", "process.decided"]);
    expect(typesOf(resubmit)).toEqual(["process.finished", "process.decided", "process.resubmission-requested"]);
    for (const event of receiver.events) expect(event, event.id).toMatchObject({ hmac: true, ed25519: true, legacy: true });
    const decided = receiver.events.find((e) => e.processId === approved && e.type === "process.decided");
    expect(decided?.data).toMatchObject({ decision: "approved", reason: "identity-verified", reviewerRole: "reviewer" });
    // Ids and outcomes only: neither the reviewer's nor the applicant's name or address is sent.
    const bodies = (await db.webhookDelivery.findMany({ select: { body: true } })).map((d) => d.body).join("\n");
    for (const personal of ["Rui", "rui@example.com", "Ana", "ana.applicant"]) expect(bodies).not.toContain(personal);
    expect(await db.webhookDelivery.count({ where: { processId: { in: [approved, resubmit] }, status: { not: "delivered" } } })).toBe(0);
  });

  it("holds a later event of a process until the earlier one is delivered, and retries a 503 after a back-off", async () => {
    const { db } = database;
    receiver.mode = { status: 503 };
    const { processId, first, second } = await decidedWithDeliveries(db, account.caller, "rejected");
    const requestsBefore = receiver.requests;

    expect(await runDelivery(db, second.key)).toBe(true);
    expect(receiver.requests, "the later event was not sent").toBe(requestsBefore);
    const waiting = await db.job.findUniqueOrThrow({ where: { id: jobId("webhook", second.key) } });
    expect(waiting.leaseUntil.getTime()).toBeGreaterThan(Date.now());
    expect(waiting.attempts).toBe(0);

    expect(await runDelivery(db, first.key)).toBe(true);
    expect(await db.webhookDelivery.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: 503,
      lastError: "HTTP 503",
    });
    const backedOff = await db.job.findUniqueOrThrow({ where: { id: jobId("webhook", first.key) } });
    expect(backedOff.leaseUntil.getTime()).toBeGreaterThan(Date.now());

    receiver.mode = { status: 200 };
    expect(await runDelivery(db, first.key, HOURS)).toBe(true);
    // The earlier one delivered, the later one is due at once.
    const released = await db.job.findUniqueOrThrow({ where: { id: jobId("webhook", second.key) } });
    expect(released.leaseUntil.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await runDelivery(db, second.key)).toBe(true);
    expect(receiver.events.filter((e) => e.processId === processId).map((e) => e.type)).toEqual(["process.finished", "process.decided"]);
  });

  // PostgreSQL lets the test stop the later event just before it writes its wait, and deliver the earlier one meanwhile.
  it.skipIf(kind === "sqlite")("lets a later event go at once when the earlier one was delivered while it decided to wait", async () => {
    const { db } = database;
    receiver.mode = { status: 200 };
    const { processId, first, second } = await decidedWithDeliveries(db, account.caller, "approved");
    const earlier = await claimJob(db, jobId("webhook", first.key));
    const later = await claimJob(db, jobId("webhook", second.key));
    if (!earlier || !later) throw new Error("both deliveries were claimed");

    let releaseLock = () => {};
    const unlock = new Promise<void>((resolve) => (releaseLock = resolve));
    let isLocked = () => {};
    const locked = new Promise<void>((resolve) => (isLocked = resolve));
    const lock = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Job" WHERE id = ${later.id} FOR UPDATE`;
        isLocked();
        await unlock;
      },
      { timeout: 30_000 },
    );
    await locked;
    const laterRun = runClaimedJob(db, later);
    await waitUntil(
      async () => {
        const [waiting] = await db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
        return waiting?.n === 1;
      },
      10_000,
      () => "the later event never reached its write",
    );
    expect(await runClaimedJob(db, earlier)).toBe(true);
    releaseLock();
    await lock;
    await laterRun;

    expect((await db.webhookDelivery.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("delivered");
    const waiting = await db.job.findUniqueOrThrow({ where: { id: later.id } });
    expect(waiting.leaseUntil.getTime(), "the later event still waits").toBeLessThanOrEqual(Date.now());
    expect(await runDelivery(db, second.key)).toBe(true);
    expect(receiver.events.filter((e) => e.processId === processId).map((e) => e.type)).toEqual(["process.finished", "process.decided"]);
  });
});

describe("webhook delivery outcomes and refusals", () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let accountId: string;

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    receiver = await startWebhookReceiver(await publishedWebhookKey());
    accountId = (await accountWithFlow(database.db, [FORM_STEP])).accountId;
  });
  afterAll(async () => {
    await receiver.stop();
    await database.drop();
  });

  /** A fresh endpoint at `url` and one screening.hit event queued for it through the real fan-out. */
  async function oneDelivery(url: string) {
    const { db } = database;
    await db.webhookEndpoint.updateMany({
      where: { accountId },
      data: { disabledAt: new Date(), disabledReason: "replaced by the next case" },
    });
    const endpoint = await createWebhookEndpoint(db, { accountId, url, events: ["screening.hit"] });
    receiver.secret = endpoint.secret;
    const processId = crypto.randomUUID();
    await db.$transaction(await webhookEventWrites(db, { accountId, processId, now: new Date() }, [{ type: "screening.hit", data: {} }]));
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    return { endpoint, delivery, read: () => db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } }) };
  }

  it("retries a receiver that does not answer in time, one that is unreachable, a 404 and a redirect (not followed)", async () => {
    // When each failure was handled: its job must be leased past that instant (on a loaded machine this test takes
    // long enough that the first back-off can end before the last failure).
    const failedAt = new Map<string, number>();
    const attempt = async (key: string) => {
      await runDelivery(database.db, key);
      failedAt.set(key, Date.now());
    };
    receiver.mode = { hang: true };
    const slow = await oneDelivery(receiver.url);
    await attempt(slow.delivery.key);
    expect(await slow.read()).toMatchObject({ status: "pending", attempts: 1, lastStatus: null, lastError: "no answer within 3 s" });

    const closed = await oneDelivery(`http://127.0.0.1:${await freePort()}/hooks`);
    await attempt(closed.delivery.key);
    expect((await closed.read()).lastError).toMatch(/^ECONNREFUSED/);

    receiver.mode = { status: 404 };
    const missing = await oneDelivery(receiver.url);
    await attempt(missing.delivery.key);
    expect(await missing.read()).toMatchObject({ status: "pending", lastStatus: 404 });

    const target = await startWebhookReceiver(await publishedWebhookKey());
    receiver.mode = { redirectTo: target.url };
    const redirected = await oneDelivery(receiver.url);
    await attempt(redirected.delivery.key);
    expect(await redirected.read()).toMatchObject({ status: "pending", lastStatus: 302 });
    expect(target.requests).toBe(0);
    await target.stop();
    // Every failure above backed its job off: nothing is due again at once.
    const jobs = await database.db.job.findMany({
      where: { kind: "webhook", subjectId: { in: [slow, closed, missing, redirected].map((c) => c.delivery.key) } },
    });
    expect(jobs).toHaveLength(4);
    for (const job of jobs) expect(job.leaseUntil.getTime()).toBeGreaterThan(failedAt.get(job.subjectId) ?? Number.POSITIVE_INFINITY);
  });

  it("disables the endpoint on 410 Gone and gives up what it still owed", async () => {
    receiver.mode = { status: 410 };
    const gone = await oneDelivery(receiver.url);
    const { db } = database;
    await db.$transaction(
      await webhookEventWrites(db, { accountId, processId: crypto.randomUUID(), now: new Date() }, [{ type: "screening.hit", data: {} }]),
    );
    await runDelivery(db, gone.delivery.key);
    expect(await db.webhookEndpoint.findUniqueOrThrow({ where: { id: gone.endpoint.id } })).toMatchObject({
      disabledReason: expect.stringMatching(/410 Gone/),
    });
    const owed = await db.webhookDelivery.findMany({ where: { endpointId: gone.endpoint.id }, select: { status: true } });
    expect(owed.map((d) => d.status)).toEqual(["failed", "failed"]);
    expect(await webhookEventWrites(db, { accountId, processId: "p", now: new Date() }, [{ type: "screening.hit", data: {} }])).toEqual([]);
    await expect(redeliverWebhook(db, gone.delivery.id)).rejects.toThrow(/disabled/);
  });

  it("gives a delivery up after 24 hours of failures; redelivering sends the same event id again", async () => {
    receiver.mode = { status: 500 };
    const old = await oneDelivery(receiver.url);
    const { db } = database;
    await db.webhookDelivery.update({ where: { id: old.delivery.id }, data: { createdAt: new Date(Date.now() - 25 * HOURS) } });
    await runDelivery(db, old.delivery.key);
    expect(await old.read()).toMatchObject({ status: "failed", lastError: "given up after 24 h: HTTP 500" });
    expect(await db.job.count({ where: { id: jobId("webhook", old.delivery.key) } })).toBe(0);

    receiver.mode = { status: 200 };
    const again = await redeliverWebhook(db, old.delivery.id);
    const redelivery = await db.webhookDelivery.findUniqueOrThrow({ where: { id: again.id } });
    expect(redelivery).toMatchObject({ eventId: old.delivery.eventId, status: "pending" });
    await runDelivery(db, redelivery.key);
    expect(receiver.events.at(-1)).toMatchObject({ id: old.delivery.eventId, hmac: true, ed25519: true, legacy: true });
  });

  it("refuses at send time a target that is private when private targets are not allowed", async () => {
    receiver.mode = { status: 200 };
    const loopback = await oneDelivery(receiver.url);
    const before = receiver.requests;
    process.env.WEBHOOKS_ALLOW_PRIVATE = "0";
    resetEnvForTests();
    try {
      await runDelivery(database.db, loopback.delivery.key);
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
      resetEnvForTests();
    }
    expect((await loopback.read()).lastError).toMatch(/private, loopback or link-local address \(127\.0\.0\.1\)/);
    expect(receiver.requests).toBe(before);
  });

  it("refuses bad endpoints at creation with a message", async () => {
    const { db } = database;
    await expect(createWebhookEndpoint(db, { accountId, url: "not a url" })).rejects.toThrow(/not an absolute URL/);
    await expect(createWebhookEndpoint(db, { accountId, url: "ftp://example.com/x" })).rejects.toThrow(/must use https or http/);
    await expect(createWebhookEndpoint(db, { accountId, url: receiver.url, events: ["process.exploded"] })).rejects.toThrow(
      /unknown process\.exploded/,
    );
    await expect(createWebhookEndpoint(db, { accountId: "no-such-account", url: receiver.url })).rejects.toThrow(/no account/);
  });
});
