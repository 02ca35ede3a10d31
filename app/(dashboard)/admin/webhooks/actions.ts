"use server";

import { z } from "zod";
import { adminAction } from "@/lib/server-actions/form-actions";
import { ZFormText } from "@/lib/server-actions/form-fields";
import { wakeJobWorker } from "@/lib/service/jobs/job-worker";
import { webhooks } from "@/lib/webhooks/webhooks";

const ZEndpointForm = z.object({ accountId: ZFormText, url: ZFormText, events: ZFormText });

export const createWebhookAction = adminAction("admin-webhook-created", ZEndpointForm, async ({ accountId, url, events }) => {
  const names = events
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const endpoint = await webhooks.createWebhookEndpoint({ accountId, url, events: names });
  return {
    message: `Created endpoint ${endpoint.id} for ${endpoint.events.join(", ")}.`,
    audit: { target: { type: "webhook-endpoint", id: endpoint.id }, details: { accountId, url: endpoint.url, events: endpoint.events } },
    secret: { label: "Signing secret (HMAC-SHA256)", value: endpoint.secret },
  };
});

export const deleteWebhookAction = adminAction("admin-webhook-deleted", z.object({ endpointId: ZFormText }), async ({ endpointId }) => {
  const deleted = await webhooks.deleteWebhookEndpoint(endpointId);
  return {
    message: "Endpoint deleted.",
    audit: { target: { type: "webhook-endpoint", id: deleted.id }, details: { accountId: deleted.accountId } },
  };
});

export const redeliverWebhookAction = adminAction(
  "admin-webhook-redelivered",
  z.object({ deliveryId: z.coerce.number().int().positive() }),
  async ({ deliveryId }) => {
    const redelivery = await webhooks.redeliverWebhook(deliveryId);
    wakeJobWorker();
    return {
      message: `Queued again as delivery ${redelivery.id} (event ${redelivery.eventId}).`,
      audit: { target: { type: "webhook-endpoint", id: redelivery.endpointId }, details: { deliveryId, redeliveryId: redelivery.id } },
    };
  },
);
