import { AppError } from "@/lib/errors";
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints } from "@/lib/webhooks/endpoints";
import { type Command, optionalFlag, requireFlag } from "../cli";

export const webhookCreate: Command = {
  name: "webhook:create",
  usage: "webhook:create --account ID --url URL [--events e1,e2]   (prints the endpoint id and its signing secret once)",
  async run({ db, flags }) {
    const events = optionalFlag(flags, "events");
    const endpoint = await createWebhookEndpoint(db, {
      accountId: requireFlag(flags, "account"),
      url: requireFlag(flags, "url"),
      events: events?.split(",").map((e) => e.trim()),
    });
    return {
      json: { endpointId: endpoint.id, secret: endpoint.secret, url: endpoint.url, events: endpoint.events },
      human: [
        `Endpoint ${endpoint.id} → ${endpoint.url}`,
        `Events ${endpoint.events.join(", ")}`,
        `Secret (shown once): ${endpoint.secret}`,
      ].join("\n"),
    };
  },
};

export const webhookList: Command = {
  name: "webhook:list",
  usage: "webhook:list [--account ID]",
  async run({ db, flags }) {
    const endpoints = await listWebhookEndpoints(db, optionalFlag(flags, "account"));
    const human = endpoints.map(
      (e) => `${e.id}  ${e.accountId}  ${e.url}  ${e.events.join(",")}${e.disabledAt ? `  DISABLED: ${e.disabledReason}` : ""}`,
    );
    return { json: endpoints, human: human.join("\n") || "No webhook endpoints" };
  },
};

export const webhookDelete: Command = {
  name: "webhook:delete",
  usage: "webhook:delete ID   (its undelivered events are not sent)",
  async run({ db, args }) {
    const [id] = args;
    if (!id) throw new AppError("invalid", "the endpoint id is required");
    const deleted = await deleteWebhookEndpoint(db, id);
    return { json: deleted, human: `Deleted endpoint ${id}` };
  },
};
