import { createServiceApp } from "@/lib/service/http/app";
import type { PublishedWebhookKey } from "./webhook-receiver";

/** What `GET /api/webhooks/public-key` answers, from the API's own handler in this process (its data folder's key). */
export async function publishedWebhookKey(): Promise<PublishedWebhookKey> {
  const response = await createServiceApp().request("/api/webhooks/public-key");
  return (await response.json()) as PublishedWebhookKey;
}
