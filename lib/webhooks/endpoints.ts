import crypto from "node:crypto";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { textError } from "@/lib/i18n/error-texts";
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./event-types";
import { checkWebhookUrl } from "./webhook-target";

export type TCreateWebhookEndpoint = { accountId: string; url: string; events?: string[] };

const endpointSelect = {
  id: true,
  accountId: true,
  url: true,
  events: true,
  disabledAt: true,
  disabledReason: true,
  createdAt: true,
} as const;

/** The endpoint's event list as stored (a JSON array of names). */
export function eventsOf(value: unknown): WebhookEventType[] {
  return z.array(z.string()).catch([]).parse(value).filter(isWebhookEventType);
}

export function webhookTargetPolicy() {
  return { allowPrivate: env().WEBHOOKS_ALLOW_PRIVATE };
}

/** Adds an endpoint to an account; the secret that signs its deliveries is returned here only. */
export async function createWebhookEndpoint(db: Db, input: TCreateWebhookEndpoint) {
  const events = input.events?.length ? input.events : [...WEBHOOK_EVENT_TYPES];
  const unknown = events.filter((event) => !isWebhookEventType(event));
  if (unknown.length)
    throw textError("invalid", "webhookEventsUnknown", { unknown: unknown.join(", "), known: WEBHOOK_EVENT_TYPES.join(", ") });
  const url = await checkWebhookUrl(input.url.trim(), webhookTargetPolicy());
  if (!(await db.account.findUnique({ where: { id: input.accountId }, select: { id: true } })))
    throw new AppError("not-found", `no account ${input.accountId}`);
  // Standard Webhooks: `whsec_` + the key's 24 random bytes in base64.
  const secret = `whsec_${crypto.randomBytes(24).toString("base64")}`;
  const endpoint = await db.webhookEndpoint.create({
    data: {
      id: crypto.randomUUID(),
      accountId: input.accountId,
      url: url.href,
      events: [...new Set(events)],
      secret,
      createdAt: new Date(),
    },
    select: endpointSelect,
  });
  return { ...endpoint, events: eventsOf(endpoint.events), secret };
}

/** Every endpoint (of one account when named), oldest first, without secrets. */
export async function listWebhookEndpoints(db: Db, accountId?: string) {
  const rows = await db.webhookEndpoint.findMany({
    where: accountId ? { accountId } : {},
    orderBy: { createdAt: "asc" },
    select: endpointSelect,
  });
  return rows.map((row) => ({ ...row, events: eventsOf(row.events) }));
}

/** Removes an endpoint and its delivery log; what it still owed is not sent. */
export async function deleteWebhookEndpoint(db: Db, id: string): Promise<{ id: string; accountId: string }> {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id }, select: { id: true, accountId: true } });
  if (!endpoint) throw new AppError("not-found", `no webhook endpoint ${id}`);
  await db.$transaction([db.webhookDelivery.deleteMany({ where: { endpointId: id } }), db.webhookEndpoint.delete({ where: { id } })]);
  return endpoint;
}

/** One endpoint without its secret, or not found. */
export async function getWebhookEndpointOrThrow(db: Db, id: string) {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id }, select: endpointSelect });
  if (!endpoint) throw new AppError("not-found", `no webhook endpoint ${id}`);
  return { ...endpoint, events: eventsOf(endpoint.events) };
}
