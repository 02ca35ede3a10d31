import "@/test/support/service";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { verifyWithPublicKey } from "@/docs/examples/verify-webhook";
import { claimJob, jobId } from "@/lib/jobs/job-leases";
import { runClaimedJob } from "@/lib/jobs/run-job";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { webhookEventWrites } from "@/lib/webhooks/queue-events";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { publishedWebhookKey } from "@/test/support/published-webhook-key";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { type PublishedWebhookKey, type RawDelivery, startWebhookReceiver, type WebhookReceiver } from "@/test/support/webhook-receiver";

process.env.WEBHOOKS_ALLOW_PRIVATE = "1";

// An endpoint made before the Standard Webhooks headers: its secret is base64url.
const BASE64URL_SECRET = "whsec_8-_Zk4Ql3vA0Tq2xR7yWm_1cJb5hN-6e";

/** The three Standard Webhooks headers as the package takes them. */
const standardHeaders = ({ headers }: RawDelivery) => ({
  "webhook-id": String(headers["webhook-id"]),
  "webhook-timestamp": String(headers["webhook-timestamp"]),
  "webhook-signature": String(headers["webhook-signature"]),
});

afterEach(() => {
  vi.useRealTimers();
});

describe.each(DATABASE_KINDS)("Standard Webhooks deliveries on %s", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  let published: PublishedWebhookKey;
  let accountId: string;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    published = await publishedWebhookKey();
    receiver = await startWebhookReceiver(published);
    accountId = (await accountWithFlow(database.db, [FORM_STEP])).accountId;
  });
  afterAll(async () => {
    await receiver.stop();
    await database.drop();
  });

  /** One screening.hit event queued through the real fan-out to a fresh endpoint, sent by its job; what arrived. */
  async function deliverOne(secret?: string) {
    const { db } = database;
    await db.webhookEndpoint.updateMany({ where: { accountId }, data: { disabledAt: new Date(), disabledReason: "replaced" } });
    const endpoint = await createWebhookEndpoint(db, { accountId, url: receiver.url, events: ["screening.hit"] });
    if (secret) await db.webhookEndpoint.update({ where: { id: endpoint.id }, data: { secret } });
    receiver.secret = secret ?? endpoint.secret;
    await db.$transaction(
      await webhookEventWrites(db, { accountId, processId: crypto.randomUUID(), now: new Date() }, [{ type: "screening.hit", data: {} }]),
    );
    const delivery = await db.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const before = receiver.deliveries.length;
    const sentFrom = Math.floor(Date.now() / 1000);
    const lease = await claimJob(db, jobId("webhook", delivery.key));
    if (!lease) throw new Error("the delivery's job should be due");
    await runClaimedJob(db, lease);
    const arrived = receiver.deliveries.slice(before);
    return { delivery, arrived, sentFrom, sentBy: Math.ceil(Date.now() / 1000), secret: receiver.secret };
  }

  it("sends webhook-id, webhook-timestamp and v1 and v1a signatures, which the standardwebhooks package and the public key verify", async () => {
    const { delivery, arrived, sentFrom, sentBy, secret } = await deliverOne();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(arrived).toHaveLength(1);
    const [sent] = arrived as [RawDelivery];
    expect(sent.body).toBe(delivery.body);
    const headers = standardHeaders(sent);
    expect(headers["webhook-id"]).toBe(delivery.eventId);
    expect(Number(headers["webhook-timestamp"])).toBeGreaterThanOrEqual(sentFrom);
    expect(Number(headers["webhook-timestamp"])).toBeLessThanOrEqual(sentBy);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}= v1a,[A-Za-z0-9+/]{86}==$/);
    expect(new Webhook(secret).verify(sent.body, headers)).toEqual(JSON.parse(delivery.body));
    expect(verifyWithPublicKey(sent.body, sent.headers, published.standardWebhooksPublicKey)).toEqual(JSON.parse(delivery.body));
    expect(receiver.events.at(-1)).toMatchObject({ id: delivery.eventId, hmac: true, ed25519: true, legacy: true });
  });

  it("is refused by the documented receiver check when replayed six minutes later", async () => {
    const { arrived, secret } = await deliverOne();
    const [sent] = arrived as [RawDelivery];
    const headers = standardHeaders(sent);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime((Number(headers["webhook-timestamp"]) + 6 * 60) * 1000);
    expect(() => new Webhook(secret).verify(sent.body, headers)).toThrow("Message timestamp too old");
    expect(() => verifyWithPublicKey(sent.body, sent.headers, published.standardWebhooksPublicKey)).toThrow(
      "webhook-timestamp too far from now",
    );
  });

  it("signs for an endpoint made with a base64url secret: the package verifies with it rewritten in base64, idv-signature with it as it was", async () => {
    const { arrived } = await deliverOne(BASE64URL_SECRET);
    const [sent] = arrived as [RawDelivery];
    const rewritten = `whsec_${BASE64URL_SECRET.slice("whsec_".length).replaceAll("-", "+").replaceAll("_", "/")}`;
    expect(new Webhook(rewritten).verify(sent.body, standardHeaders(sent))).toEqual(JSON.parse(sent.body));
    expect(receiver.events.at(-1)).toMatchObject({ hmac: false, ed25519: true, legacy: true });
  });
});
