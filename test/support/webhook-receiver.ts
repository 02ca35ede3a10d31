import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type DeliveryHeaders, verifyWithPublicKey, verifyWithSecret } from "@/docs/examples/verify-webhook";

/** `hmac` and `ed25519`: the Standard Webhooks `v1` and `v1a` signatures held; `legacy`: both of `idv-signature` held. */
export type ReceivedEvent = {
  id: string;
  type: string;
  processId: string;
  data: Record<string, unknown>;
  hmac: boolean;
  ed25519: boolean;
  legacy: boolean;
};

/** What `GET /api/webhooks/public-key` publishes that a receiver uses. */
export type PublishedWebhookKey = { publicKeyPem: string; standardWebhooksPublicKey: string };

/** A delivery as it arrived: its headers and raw body, for checking it again later. */
export type RawDelivery = { headers: DeliveryHeaders; body: string };

/** How the receiver answers: a status, or never (a slow receiver), or a redirect elsewhere. */
export type ReceiverMode = { status: number } | { hang: true } | { redirectTo: string };

export type WebhookReceiver = {
  url: string;
  port: number;
  /** Each event id once, in the order first accepted (the receiver's idempotency). */
  events: ReceivedEvent[];
  /** Every request that arrived, accepted or not (a duplicate or a refused one too). */
  requests: number;
  duplicates: number;
  /** Every accepted delivery as it arrived, in order. */
  deliveries: RawDelivery[];
  mode: ReceiverMode;
  secret: string | undefined;
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

const passes = (check: () => unknown) => {
  try {
    check();
    return true;
  } catch {
    return false;
  }
};

/** The deprecated `idv-signature` header checked with node:crypto alone: `t=…,v1=<hex HMAC>,ed25519=<base64>` over `<t>.<body>`. */
function legacyHeaderHolds(header: string, body: string, secret: string, publicKeyPem: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]));
  const content = Buffer.from(`${parts.t}.${body}`);
  const hmac = crypto.createHmac("sha256", secret).update(content).digest("hex");
  const ed25519 = Buffer.from(parts.ed25519 ?? "", "base64");
  return /^\d+$/.test(parts.t ?? "") && parts.v1 === hmac && crypto.verify(null, content, publicKeyPem, ed25519);
}

/**
 * A client app's receiver on loopback, checking as docs/webhooks.md tells an integrator to (the standardwebhooks
 * package, and node:crypto for Ed25519), with the public key as `GET /api/webhooks/public-key` publishes it; accepts
 * each event id once and answers as `mode` says.
 */
export async function startWebhookReceiver(published: PublishedWebhookKey, port = 0): Promise<WebhookReceiver> {
  const sockets = new Set<import("node:net").Socket>();
  const receiver: WebhookReceiver = {
    url: "",
    port,
    events: [],
    requests: 0,
    duplicates: 0,
    deliveries: [],
    mode: { status: 200 },
    secret: undefined,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    start: () => new Promise<void>((resolve) => server.listen(receiver.port, "127.0.0.1", () => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      receiver.requests++;
      const mode = receiver.mode;
      if ("hang" in mode) return;
      if ("redirectTo" in mode) return void response.writeHead(302, { location: mode.redirectTo }).end();
      if (mode.status < 200 || mode.status >= 300) return void response.writeHead(mode.status).end();
      const body = Buffer.concat(chunks).toString("utf8");
      const { headers } = request;
      const secret = receiver.secret ?? "";
      const check = {
        hmac: passes(() => verifyWithSecret(body, headers, secret)),
        ed25519: passes(() => verifyWithPublicKey(body, headers, published.standardWebhooksPublicKey)),
        legacy: legacyHeaderHolds(String(headers["idv-signature"] ?? ""), body, secret, published.publicKeyPem),
      };
      receiver.deliveries.push({ headers, body });
      const event = JSON.parse(body) as { id: string; type: string; data: { processId: string } & Record<string, unknown> };
      if (receiver.events.some((seen) => seen.id === event.id)) receiver.duplicates++;
      else receiver.events.push({ id: event.id, type: event.type, processId: event.data.processId, data: event.data, ...check });
      response.writeHead(204).end();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await receiver.start();
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  return receiver;
}

/** Waits until `done` holds, checking every 100 ms, failing after `timeoutMs` with what `explain` says. */
export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number, explain: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting after ${timeoutMs} ms: ${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
