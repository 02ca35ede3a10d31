import crypto from "node:crypto";
import type { Db, Tx } from "@/lib/db/client";
import { eventsOf } from "./endpoints";
import type { WebhookEvent } from "./event-types";

type Scope = { accountId: string; processId: string; now: Date };

/** A delivery's row and the job that sends it, for endpoint × event (the job is due at once: nobody sends in the request). */
export function deliveryRows(
  endpointId: string,
  event: { eventId: string; eventType: string; processId: string; body: string },
  now: Date,
) {
  const key = crypto.randomUUID();
  return {
    delivery: { key, endpointId, ...event, status: "pending", createdAt: now },
    job: { id: `webhook:${key}`, kind: "webhook", subjectId: key, leaseUntil: now, createdAt: now },
  };
}

/**
 * The writes that queue these events of a process for every enabled endpoint of its account that takes them: to run
 * in the transaction of the change that causes them (a batch's array, or awaited one by one inside an interactive one).
 */
export async function webhookEventWrites(client: Db | Tx, { accountId, processId, now }: Scope, events: WebhookEvent[]) {
  if (events.length === 0) return [];
  const endpoints = await client.webhookEndpoint.findMany({ where: { accountId, disabledAt: null }, select: { id: true, events: true } });
  const rows = events.flatMap((event) => {
    const eventId = `evt_${crypto.randomUUID()}`;
    const body = JSON.stringify({
      id: eventId,
      type: event.type,
      createdAt: now.toISOString(),
      accountId,
      data: { processId, ...event.data },
    });
    return endpoints
      .filter((endpoint) => eventsOf(endpoint.events).includes(event.type))
      .map((endpoint) => deliveryRows(endpoint.id, { eventId, eventType: event.type, processId, body }, now));
  });
  if (rows.length === 0) return [];
  return [
    client.webhookDelivery.createMany({ data: rows.map((r) => r.delivery) }),
    client.job.createMany({ data: rows.map((r) => r.job) }),
  ];
}

/** Inside an interactive transaction: queues the events now (they commit or roll back with it). */
export async function queueWebhookEvents(tx: Tx, scope: Scope, events: WebhookEvent[]): Promise<void> {
  for (const write of await webhookEventWrites(tx, scope, events)) await write;
}
