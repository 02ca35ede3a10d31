import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { deliveryRows } from "./queue-events";

const PAGE = 50;

/** An endpoint's latest deliveries, newest first: what was sent, its status, attempts and last error. */
export async function listWebhookDeliveries(db: Db, endpointId: string, take = PAGE) {
  return db.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: { id: "desc" },
    take,
    select: {
      id: true,
      eventId: true,
      eventType: true,
      processId: true,
      status: true,
      attempts: true,
      lastStatus: true,
      lastError: true,
      lastAttemptAt: true,
      deliveredAt: true,
      createdAt: true,
    },
  });
}

/** Sends a delivery's event again, as a new delivery with the same event id (the receiver's idempotency key). */
export async function redeliverWebhook(db: Db, deliveryId: number, now = new Date()) {
  const original = await db.webhookDelivery.findUnique({ where: { id: deliveryId } });
  if (!original) throw new AppError("not-found", `no webhook delivery ${deliveryId}`);
  const endpoint = await db.webhookEndpoint.findUnique({
    where: { id: original.endpointId },
    select: { accountId: true, disabledReason: true },
  });
  if (!endpoint) throw new AppError("not-found", "the endpoint was deleted");
  if (endpoint.disabledReason) throw textError("conflict", "endpointDisabled", { reason: endpoint.disabledReason });
  const { delivery, job } = deliveryRows(
    original.endpointId,
    { eventId: original.eventId, eventType: original.eventType, processId: original.processId, body: original.body },
    now,
  );
  const created = await db.$transaction(async (tx) => {
    const row = await tx.webhookDelivery.create({ data: delivery, select: { id: true } });
    await tx.job.create({ data: job });
    return row;
  });
  return { id: created.id, eventId: original.eventId, endpointId: original.endpointId, accountId: endpoint.accountId };
}
