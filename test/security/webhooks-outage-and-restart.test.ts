import "@/test/support/service";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_REASONS } from "@/lib/cases/decisions/decision-reasons";
import { decideProcess } from "@/lib/cases/decisions/decisions";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { createWebhookEndpoint } from "@/lib/webhooks/endpoints";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";
import { type PublishedWebhookKey, startWebhookReceiver, type WebhookReceiver, waitUntil } from "@/test/support/webhook-receiver";

// Issue 20, acceptance 1: a client app's receiver on loopback gets the finished and decided events signed (HMAC and
// Ed25519); while it answers 503 and then is down, and while the app itself is killed and restarted, nothing is lost:
// once it is back every event arrives, once per event id at the receiver, in order per process.
process.env.WEBHOOKS_ALLOW_PRIVATE = "1";
const SERVER_ENV = { WEBHOOKS_ALLOW_PRIVATE: "1", WEBHOOKS_TIMEOUT_SECONDS: "2" };
// The app's worker looks for jobs written by others (here: decisions made by the test) at least every 30 s.
const ARRIVAL_MS = 90_000;

const reviewer: Staff = { id: "id-rui", email: "rui@example.com", name: "Rui", role: "reviewer", sessionId: "s" };
const policy = { fourEyes: false, reasons: DEFAULT_REASONS };

describe.each(DATABASE_KINDS)("webhooks across a receiver outage and an app restart on %s", (kind) => {
  let database: TestDatabase | undefined;
  let server: AppServer | undefined;
  let receiver: WebhookReceiver | undefined;

  afterAll(async () => {
    await server?.stop();
    await receiver?.stop().catch(() => undefined);
    await database?.drop();
  });

  it("delivers every finished and decided event, signed, once per event id and in order per process", { timeout: 600_000 }, async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    const account = await accountWithFlow(db, [FORM_STEP]);
    server = await startAppServer({ databaseUrl: database.url, env: SERVER_ENV });
    const { dataDir } = server;
    receiver = await startWebhookReceiver((await (await fetch(`${server.url}/api/webhooks/public-key`)).json()) as PublishedWebhookKey);
    const hooks = receiver;
    hooks.secret = (await createWebhookEndpoint(db, { accountId: account.accountId, url: hooks.url })).secret;

    const api = (app: AppServer) => ({
      url: app.url,
      headers: { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" },
    });
    const finish = async (app: AppServer) => {
      const { url, headers } = api(app);
      const created = await fetch(`${url}/api/processes`, { method: "POST", headers, body: "{}" });
      const { processId } = ((await created.json()) as { data: { processId: string } }).data;
      const body = JSON.stringify({ name: "Ana Silva", email: "ana.silva@example.pt" });
      expect((await fetch(`${url}/api/processes/${processId}/step`, { method: "POST", headers, body })).status).toBe(200);
      return processId;
    };
    const decide = (processId: string) =>
      decideProcess(db, { staff: reviewer, decision: { processId, outcome: "approved", reasonCode: "identity-verified" }, policy });
    const arrived = (processId: string) => hooks.events.filter((e) => e.processId === processId).map((e) => e.type);

    // Up: the finished event arrives from the finishing request's server, the decided one from its worker.
    const first = await finish(server);
    await decide(first);
    await waitUntil(
      () => arrived(first).length === 2,
      ARRIVAL_MS,
      () => JSON.stringify(hooks.events),
    );

    // Down: 503 first, then nothing listening; then the app is killed with events still owed.
    hooks.mode = { status: 503 };
    const during = [await finish(server), await finish(server)];
    for (const processId of during) await decide(processId);
    const owed = { processId: { in: during }, eventType: "process.finished" };
    await waitUntil(
      async () => (await db.webhookDelivery.count({ where: { ...owed, lastStatus: 503 } })) === 2,
      ARRIVAL_MS,
      () => "both finished events tried against the 503",
    );
    await hooks.stop();
    await waitUntil(
      async () => (await db.webhookDelivery.count({ where: { ...owed, lastError: { startsWith: "ECONNREFUSED" } } })) > 0,
      ARRIVAL_MS,
      () => "an attempt against the stopped receiver",
    );
    await server.kill();
    expect(arrived(during[0] as string)).toEqual([]);
    expect(await db.webhookDelivery.count({ where: { status: "pending" } })).toBe(4);

    // Back: the receiver, then the app on the same database and data folder.
    hooks.mode = { status: 200 };
    await hooks.start();
    server = await startAppServer({ databaseUrl: database.url, dataDir, env: SERVER_ENV });
    // The receiver answers before the app records the delivery: wait for both.
    await waitUntil(
      async () =>
        during.every((p) => arrived(p).length === 2) && (await db.webhookDelivery.count({ where: { status: { not: "delivered" } } })) === 0,
      ARRIVAL_MS * 2,
      () => JSON.stringify(hooks.events),
    );

    for (const processId of [first, ...during]) expect(arrived(processId), processId).toEqual(["process.finished", "process.decided"]);
    const queued = await db.webhookDelivery.findMany({ select: { eventId: true, status: true } });
    expect(new Set(queued.map((d) => d.eventId))).toEqual(new Set(hooks.events.map((e) => e.id)));
    for (const event of hooks.events) expect(event, event.id).toMatchObject({ hmac: true, ed25519: true, legacy: true });
    console.info(`${kind}: ${hooks.events.length} events, ${hooks.requests} requests, ${hooks.duplicates} duplicates seen by the receiver`);
  });
});
