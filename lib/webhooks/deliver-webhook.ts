import type { Db, Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { completeJob, deferJob, hastenJob, jobId } from "@/lib/jobs/job-leases";
import type { JobLease } from "@/lib/jobs/job-registry";
import { installationKey } from "../security/installation-signer";
import { type PostOutcome, postWebhook } from "./post-webhook";
import { LEGACY_SIGNATURE_HEADER, legacySignatureHeader, standardWebhookHeaders } from "./sign-delivery";
import { resolveWebhookTarget } from "./webhook-target";

/** A delivery keeps being retried (with back-off, at most hourly) until it is this old, then it is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
// A delivery waiting for an earlier one looks again this long after the earlier one is due.
const WAIT_STEP_MS = 1_000;

type Delivery = { id: number; key: string; endpointId: string; processId: string; eventId: string; body: string; createdAt: Date };
type Endpoint = { id: string; url: string; secret: string; disabledAt: Date | null };

const outcomeText = (outcome: PostOutcome) => ("status" in outcome ? `HTTP ${outcome.status}` : outcome.error);

/** Lets the next delivery of the same endpoint and process go now that this one is settled. */
async function releaseNext(db: Db, delivery: Delivery): Promise<void> {
  const next = await db.webhookDelivery.findFirst({
    where: { endpointId: delivery.endpointId, processId: delivery.processId, status: "pending", id: { gt: delivery.id } },
    orderBy: { id: "asc" },
    select: { key: true },
  });
  if (next) await hastenJob(db, jobId("webhook", next.key));
}

async function settle(db: Db, lease: JobLease, delivery: Delivery, work: (tx: Tx) => Promise<unknown>): Promise<void> {
  await db.$transaction(async (tx) => {
    await work(tx);
    await completeJob(tx, lease);
  });
  await releaseNext(db, delivery);
}

/**
 * Defers this delivery until the earlier one is due. The earlier one may settle meanwhile, its release finding this
 * job still held and passing it by: looking again once the wait is written closes that gap.
 */
async function waitFor(db: Db, lease: JobLease, earlier: { id: number; key: string }): Promise<void> {
  const job = await db.job.findUnique({ where: { id: jobId("webhook", earlier.key) }, select: { leaseUntil: true } });
  const due = Math.max(Date.now(), job?.leaseUntil.getTime() ?? Date.now() + 60_000);
  await deferJob(db, lease, new Date(due + WAIT_STEP_MS));
  const stillPending = await db.webhookDelivery.count({ where: { id: earlier.id, status: "pending" } });
  if (!stillPending) await hastenJob(db, lease.id);
}

async function attempt(endpoint: Endpoint, delivery: Delivery): Promise<PostOutcome> {
  const { WEBHOOKS_ALLOW_PRIVATE: allowPrivate, WEBHOOKS_TIMEOUT_SECONDS } = env();
  try {
    const target = await resolveWebhookTarget(new URL(endpoint.url), { allowPrivate });
    const signed = {
      id: delivery.eventId,
      body: delivery.body,
      secret: endpoint.secret,
      privateKey: installationKey().privateKey,
      timestamp: Math.floor(Date.now() / 1000),
    };
    const headers = {
      ...standardWebhookHeaders(signed),
      [LEGACY_SIGNATURE_HEADER]: legacySignatureHeader(signed),
      "idv-event-id": delivery.eventId,
      "user-agent": "idv-webhooks/1",
    };
    return await postWebhook(target, delivery.body, headers, WEBHOOKS_TIMEOUT_SECONDS * 1000);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The `webhook` job: sends one delivery, signed at this attempt, unless an earlier one of its endpoint and process is
 * still pending (then it waits for it). 2xx: delivered. 410: the endpoint is disabled and what it was owed given up.
 * Anything else (no answer, timeout, 3xx not followed, other 4xx, 5xx): retried with back-off, given up after 24 h.
 */
export async function deliverWebhook(db: Db, lease: JobLease): Promise<void> {
  const delivery = await db.webhookDelivery.findUnique({ where: { key: lease.subjectId } });
  if (delivery?.status !== "pending") return void (await db.$transaction((tx) => completeJob(tx, lease)));
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id: delivery.endpointId } });
  if (!endpoint || endpoint.disabledAt) {
    const lastError = endpoint ? `the endpoint is disabled: ${endpoint.disabledReason}` : "the endpoint was deleted";
    return settle(db, lease, delivery, (tx) =>
      tx.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "failed", lastError } }),
    );
  }
  const earlier = await db.webhookDelivery.findFirst({
    where: { endpointId: delivery.endpointId, processId: delivery.processId, status: "pending", id: { lt: delivery.id } },
    orderBy: { id: "asc" },
    select: { id: true, key: true },
  });
  if (earlier) return waitFor(db, lease, earlier);

  const outcome = await attempt(endpoint, delivery);
  const now = new Date();
  const tried = { attempts: { increment: 1 }, lastAttemptAt: now, lastStatus: "status" in outcome ? outcome.status : null };
  if ("status" in outcome && outcome.status >= 200 && outcome.status < 300) {
    return settle(db, lease, delivery, (tx) =>
      tx.webhookDelivery.update({ where: { id: delivery.id }, data: { ...tried, status: "delivered", deliveredAt: now, lastError: null } }),
    );
  }
  if ("status" in outcome && outcome.status === 410) {
    const reason = `the receiver answered 410 Gone on ${now.toISOString()}`;
    return settle(db, lease, delivery, async (tx) => {
      await tx.webhookDelivery.update({
        where: { id: delivery.id },
        data: { ...tried, status: "failed", lastError: "HTTP 410: endpoint disabled" },
      });
      await tx.webhookEndpoint.update({ where: { id: endpoint.id }, data: { disabledAt: now, disabledReason: reason } });
      await tx.webhookDelivery.updateMany({
        where: { endpointId: endpoint.id, status: "pending" },
        data: { status: "failed", lastError: `not sent: ${reason}` },
      });
    });
  }
  const lastError = outcomeText(outcome).slice(0, 500);
  if (now.getTime() - delivery.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
    return settle(db, lease, delivery, (tx) =>
      tx.webhookDelivery.update({
        where: { id: delivery.id },
        data: { ...tried, status: "failed", lastError: `given up after 24 h: ${lastError}` },
      }),
    );
  }
  await db.webhookDelivery.update({ where: { id: delivery.id }, data: { ...tried, lastError } });
  throw new Error(`webhook delivery ${delivery.id}: ${lastError}`);
}
