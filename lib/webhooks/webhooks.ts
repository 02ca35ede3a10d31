import "server-only";
import { withDatabase } from "@/lib/db/with-database";
import { listWebhookDeliveries, redeliverWebhook } from "./delivery-log";
import { createWebhookEndpoint, deleteWebhookEndpoint, getWebhookEndpointOrThrow, listWebhookEndpoints } from "./endpoints";

/** Webhook endpoints and their delivery logs on this installation's database: what the admin pages read and change. */
export const webhooks = withDatabase({
  listWebhookEndpoints,
  getWebhookEndpointOrThrow,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  redeliverWebhook,
});
