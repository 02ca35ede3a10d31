"use server";

import { z } from "zod";
import { adminAction } from "@/lib/actions/form-actions";
import { ZFormText } from "@/lib/actions/form-fields";
import { getDictionary } from "@/lib/i18n/dictionary";
import { fillText } from "@/lib/i18n/format";
import { wakeJobWorker } from "@/lib/jobs/job-worker";
import { webhooks } from "@/lib/webhooks/webhooks";

const words = async () => (await getDictionary()).t.webhooks;

const ZEndpointForm = z.object({ accountId: ZFormText, url: ZFormText, events: ZFormText });

export const createWebhookAction = adminAction("admin-webhook-created", ZEndpointForm, async ({ accountId, url, events }) => {
  const names = events
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const [endpoint, w] = await Promise.all([webhooks.createWebhookEndpoint({ accountId, url, events: names }), words()]);
  return {
    message: fillText(w.created, { id: endpoint.id, events: endpoint.events.join(", ") }),
    audit: { target: { type: "webhook-endpoint", id: endpoint.id }, details: { accountId, url: endpoint.url, events: endpoint.events } },
    secret: { label: w.secretLabel, value: endpoint.secret },
  };
});

export const deleteWebhookAction = adminAction("admin-webhook-deleted", z.object({ endpointId: ZFormText }), async ({ endpointId }) => {
  const deleted = await webhooks.deleteWebhookEndpoint(endpointId);
  return {
    message: (await words()).deleted,
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
      message: fillText((await words()).redelivered, { id: redelivery.id, eventId: redelivery.eventId }),
      audit: { target: { type: "webhook-endpoint", id: redelivery.endpointId }, details: { deliveryId, redeliveryId: redelivery.id } },
    };
  },
);
