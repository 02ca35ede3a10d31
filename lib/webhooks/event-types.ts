/** The events a webhook endpoint may receive; an endpoint created without a list receives them all. */
export const WEBHOOK_EVENT_TYPES = ["process.finished", "process.decided", "process.resubmission-requested", "screening.hit"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What happened, before it is addressed to endpoints: ids and outcomes only, never an applicant's data. */
export type WebhookEvent = { type: WebhookEventType; data: Record<string, unknown> };

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
