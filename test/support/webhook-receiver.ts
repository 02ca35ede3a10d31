import http from "node:http";
import type { AddressInfo } from "node:net";
import { checkSignatureHeader, SIGNATURE_HEADER } from "@/lib/webhooks/sign-delivery";

export type ReceivedEvent = { id: string; type: string; processId: string; data: Record<string, unknown>; hmac: boolean; ed25519: boolean };

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
  mode: ReceiverMode;
  secret: string | undefined;
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

/** A client app's receiver on loopback: checks both signatures, accepts each event id once, answers as `mode` says. */
export async function startWebhookReceiver(publicKeyPem: string, port = 0): Promise<WebhookReceiver> {
  const sockets = new Set<import("node:net").Socket>();
  const receiver: WebhookReceiver = {
    url: "",
    port,
    events: [],
    requests: 0,
    duplicates: 0,
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
      const check = checkSignatureHeader(String(request.headers[SIGNATURE_HEADER] ?? ""), body, { secret: receiver.secret, publicKeyPem });
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
