import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { processLink } from "@/lib/service/email/send-process-link";
import { createProcess } from "@/lib/service/processes/create-process";
import { submitStep } from "@/lib/service/processes/submit-step";
import { createUser } from "@/lib/staff/users";
import type { Staff } from "@/lib/staff-auth/staff-session";
import { openVideoconference } from "@/lib/video-calls/room/call-room";
import { type AppServer, startAppServer } from "../support/app-server";
import { DATABASE_KINDS, freshDatabase, type TestDatabase } from "../support/databases";
import { accountWithFlow, contextFor, FORM_STEP } from "../support/service";
import { type StaffClient, signInOverHttp } from "../support/staff-http";

const PASSWORD = "a-long-test-password";
const CALL_STEP = {
  id: "call",
  name: "Video call",
  settings: { maxRetries: 1, preventPrevious: true, deviceType: "any" },
  action: { type: "videoconference" },
};
const request = { ip: "127.0.0.1", userAgent: null };

/** Opens a socket: "open" with the first message, or the status the upgrade was refused with. */
function connect(
  url: string,
  headers: Record<string, string>,
): Promise<{ opened: true; first: unknown; socket: WebSocket } | { opened: false; status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("message", (data) => resolve({ opened: true, first: JSON.parse(String(data)), socket }));
    socket.once("unexpected-response", (_req, res) => resolve({ opened: false, status: res.statusCode ?? 0 }));
    socket.once("error", reject);
  });
}

describe.each(DATABASE_KINDS)("the call signalling socket on %s", (kind) => {
  let t: TestDatabase;
  let server: AppServer;
  let rita: StaffClient;
  let eve: StaffClient;
  let audrey: StaffClient;
  let processId = "";
  let otherProcess = "";
  let linkToken = "";
  let otherToken = "";
  let ws = "";
  let origin = "";

  beforeAll(async () => {
    t = await freshDatabase(kind);
    const { caller, accountId } = await accountWithFlow(t.db, [{ ...FORM_STEP, next: "call" }, CALL_STEP]);
    const atCall = async () => {
      const { processId: id } = await createProcess({ db: t.db, context: contextFor(caller) });
      await submitStep({ db: t.db, context: contextFor(caller), processId: id, body: { name: "Ana", email: "ana@example.com" } });
      return id;
    };
    [processId, otherProcess] = [await atCall(), await atCall()];
    const { user } = await createUser(t.db, { email: "rita@bank.test", name: "Rita", role: "reviewer", password: PASSWORD });
    await createUser(t.db, { email: "eve@bank.test", name: "Eve", role: "reviewer", password: PASSWORD });
    await createUser(t.db, { email: "audrey@bank.test", role: "auditor", password: PASSWORD });
    server = await startAppServer({ databaseUrl: t.url });
    origin = server.url;
    ws = server.url.replace(/^http/, "ws");
    rita = await signInOverHttp(server.url, "rita@bank.test", PASSWORD);
    eve = await signInOverHttp(server.url, "eve@bank.test", PASSWORD);
    audrey = await signInOverHttp(server.url, "audrey@bank.test", PASSWORD);
    const staff: Staff = { id: user.id, email: user.email, name: user.name, role: "reviewer", sessionId: "s" };
    await openVideoconference(t.db, staff, processId, request);
    await openVideoconference(t.db, staff, otherProcess, request);
    const tokenOf = (id: string) => new URL(processLink(id, accountId, new Date())).searchParams.get("token") ?? "";
    [linkToken, otherToken] = [tokenOf(processId), tokenOf(otherProcess)];
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await t?.drop();
  });

  it("refuses an upgrade without a session, from another origin, and a made-up path", async () => {
    expect(await connect(`${ws}/rtm/${processId}`, { origin })).toEqual({ opened: false, status: 401 });
    expect(await connect(`${ws}/verify/${processId}/rtm`, { origin })).toEqual({ opened: false, status: 401 });
    expect(await connect(`${ws}/rtm/${processId}`, { origin: "https://evil.example", cookie: rita.cookie })).toEqual({
      opened: false,
      status: 403,
    });
    expect(await connect(`${ws}/rtm`, { origin, cookie: rita.cookie })).toEqual({ opened: false, status: 404 });
  });

  it("refuses an auditor, a second reviewer (another holds the call) and a forged session", async () => {
    expect(await connect(`${ws}/rtm/${processId}`, { origin, cookie: audrey.cookie })).toEqual({ opened: false, status: 403 });
    expect(await connect(`${ws}/rtm/${processId}`, { origin, cookie: eve.cookie })).toEqual({ opened: false, status: 409 });
    const forged = rita.cookie.replace(/=([^;]{10})/, "=AAAAAAAAAA");
    expect(await connect(`${ws}/rtm/${processId}`, { origin, cookie: forged })).toEqual({ opened: false, status: 401 });
  });

  it("refuses the applicant's link of another process, and the applicant before consenting", async () => {
    expect(await connect(`${ws}/verify/${processId}/rtm`, { origin, cookie: `idv-link=${otherToken}` })).toEqual({
      opened: false,
      status: 401,
    });
    expect(await connect(`${ws}/verify/${processId}/rtm`, { origin, cookie: `idv-link=${linkToken}` })).toEqual({
      opened: false,
      status: 409,
    });
  });

  it("lets the agent holding the call in and tells them the applicant is not there yet; relays nothing unknown", async () => {
    const agent = await connect(`${ws}/rtm/${processId}`, { origin, cookie: rita.cookie });
    expect(agent).toMatchObject({ opened: true, first: { type: "peer", present: false } });
    if (!agent.opened) return;
    const closed = new Promise<number>((resolve) => agent.socket.once("close", (code) => resolve(code)));
    agent.socket.send(JSON.stringify({ type: "sql", text: "drop table" }));
    expect(await closed).toBe(4400);
  });
});
