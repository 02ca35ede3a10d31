import "@/test/support/service";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { createUser } from "@/lib/staff/users";
import { openVideoconference } from "@/lib/video-calls/room/call-room";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { freshDatabase, PAIRED_DATABASE_KINDS, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, BIRTHDAY_STEP, contextFor, FORM_STEP, formCallOtpFlow } from "@/test/support/service";
import { signInOverHttp } from "@/test/support/staff-http";

const PROCESSES = 120;
const CLIENTS = 16;
// SIGTERM once this many submissions were answered, while the others are in flight.
const TERM_AFTER = 30;

type Outcome = { processId: string; status: number | null; answeredAfterTerm: boolean; error?: string };

/** Submits each process's first step, CLIENTS at a time; SIGTERM to the server once TERM_AFTER were answered. */
async function burstWithSigterm(server: AppServer, headers: Record<string, string>, processIds: string[]) {
  const queue = [...processIds];
  const outcomes: Outcome[] = [];
  let termSentAt: number | null = null;
  let answered = 0;
  const client = async () => {
    for (let processId = queue.shift(); processId; processId = queue.shift()) {
      try {
        const response = await fetch(`${server.url}/api/processes/${processId}/step`, {
          method: "POST",
          headers,
          body: JSON.stringify({ name: "Ana Silva", email: "ana.silva@example.pt" }),
        });
        await response.arrayBuffer();
        outcomes.push({ processId, status: response.status, answeredAfterTerm: termSentAt !== null });
        if (++answered === TERM_AFTER) {
          termSentAt = Date.now();
          server.child.kill("SIGTERM");
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        outcomes.push({ processId, status: null, answeredAfterTerm: false, error: cause?.code ?? String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return outcomes;
}

describe.each(PAIRED_DATABASE_KINDS)("SIGTERM during a burst of submissions on %s", (kind) => {
  let database: TestDatabase | undefined;
  let server: AppServer | undefined;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it("loses no acknowledged submission, applies none that was refused, and exits 0 once the requests in flight are answered", async () => {
    database = await freshDatabase(kind);
    const account = await accountWithFlow(database.db, [FORM_STEP, BIRTHDAY_STEP]);
    const headers = { "svc-app": account.appId, "svc-credential": account.credential, "content-type": "application/json" };
    server = await startAppServer({ databaseUrl: database.url });
    const processIds: string[] = [];
    for (let i = 0; i < PROCESSES; i++) {
      const created = await fetch(`${server.url}/api/processes`, { method: "POST", headers, body: "{}" });
      processIds.push(((await created.json()) as { data: { processId: string } }).data.processId);
    }
    const exited = new Promise<number | null>((resolve) => server?.child.once("exit", (code) => resolve(code)));

    const outcomes = await burstWithSigterm(server, headers, processIds);
    expect(await exited).toBe(0);

    const records = await database.db.stepRecord.findMany({
      where: { processId: { in: processIds }, stepId: "form", status: true },
      select: { processId: true },
    });
    const recorded = new Set(records.map((record) => record.processId));
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200);
    const refused = outcomes.filter((outcome) => outcome.status === null);
    console.info(
      `${kind}: ${acknowledged.length} acknowledged (${acknowledged.filter((o) => o.answeredAfterTerm).length} answered after SIGTERM), ` +
        `${refused.length} refused (${[...new Set(refused.map((o) => o.error))].join(", ")}), ${recorded.size} recorded`,
    );
    expect(outcomes).toHaveLength(PROCESSES);
    // Every client got an answer or could not connect: no other status (a 5xx would be a request cut short).
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== null)).toEqual([]);
    expect(acknowledged.filter((outcome) => !recorded.has(outcome.processId))).toEqual([]);
    expect(refused.filter((outcome) => recorded.has(outcome.processId))).toEqual([]);
    // The requests in flight when the signal came were answered, not cut off; the later ones were refused.
    expect(acknowledged.some((outcome) => outcome.answeredAfterTerm)).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
  });
});

describe("SIGTERM with a video call's signalling socket open", () => {
  let database: TestDatabase | undefined;
  let server: AppServer | undefined;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it("closes the socket as going away (1001) at the deadline, and the server exits instead of waiting for the call", async () => {
    database = await freshDatabase("sqlite");
    const { caller } = await accountWithFlow(database.db, formCallOtpFlow(1));
    const { processId } = await createProcess({ db: database.db, context: contextFor(caller) });
    await submitStep({ db: database.db, context: contextFor(caller), processId, body: { name: "Ana", email: "ana@example.com" } });
    const { user } = await createUser(database.db, {
      email: "rita@bank.test",
      name: "Rita",
      role: "reviewer",
      password: "a-long-test-password",
    });
    const staff = { id: user.id, email: user.email, name: user.name, role: "reviewer" as const, sessionId: "s" };
    await openVideoconference(database.db, staff, processId, { ip: "127.0.0.1", userAgent: null });
    // A short deadline: the socket would otherwise hold the server for as long as the call lasts.
    server = await startAppServer({
      databaseUrl: database.url,
      env: { HTTP_REQUEST_TIMEOUT_SECONDS: "3", HTTP_HEADERS_TIMEOUT_SECONDS: "3" },
    });
    const rita = await signInOverHttp(server.url, "rita@bank.test", "a-long-test-password");
    const socket = new WebSocket(`${server.url.replace(/^http/, "ws")}/rtm/${processId}`, {
      headers: { origin: server.url, cookie: rita.cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once("message", resolve);
      socket.once("error", reject);
    });
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    const exited = new Promise<number | null>((resolve) => server?.child.once("exit", (code) => resolve(code)));
    const gaveUp = new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 30_000).unref());

    server.child.kill("SIGTERM");
    expect(await Promise.race([closed, gaveUp])).toBe(1001);
    expect(await Promise.race([exited, gaveUp])).toBe(0);
  });
});
