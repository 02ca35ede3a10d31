import "@/test/support/service";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { accountWithFlow, FORM_STEP } from "@/test/support/service";

// Issue 12, defect 12: connections that send headers or a body one byte at a time stayed open. The server's
// timeouts are set short here (2 s); the test's own deadline is ten times that. The database only holds the API's
// credential (so the API waits for the body instead of refusing at once): SQLite is enough.
const TIMEOUT_SECONDS = 2;
const DEADLINE_MS = 20_000;
const CONNECTIONS = 30;

type Outcome = { isClosed: boolean; response: string };

/** A connection that sends `head`, then one byte of `drip` every 200 ms; resolves when the server closes it or at the deadline. */
function dribble(port: number, head: string, drip = ""): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let response = "";
    let sent = 0;
    const timer = drip
      ? setInterval(() => {
          if (!socket.destroyed) socket.write(drip[sent++ % drip.length] ?? "");
        }, 200)
      : undefined;
    const finish = (isClosed: boolean) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ isClosed, response });
    };
    const deadline = setTimeout(() => finish(false), DEADLINE_MS);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk: Buffer) => {
      response += chunk.toString("latin1");
    });
    // A write after the server closed fails; the close that follows is what counts.
    socket.on("error", () => undefined);
    socket.on("close", () => finish(true));
  });
}

function statusOf(response: string): string {
  return /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? "none";
}

describe("slow clients (issue 12, defect 12)", () => {
  let database: TestDatabase;
  let server: AppServer;
  let credentials = "";

  beforeAll(async () => {
    database = await freshDatabase("sqlite");
    const account = await accountWithFlow(database.db, [FORM_STEP]);
    credentials = `svc-app: ${account.appId}\r\nsvc-credential: ${account.credential}\r\n`;
    const timeout = String(TIMEOUT_SECONDS);
    server = await startAppServer({
      databaseUrl: database.url,
      env: {
        HTTP_HEADERS_TIMEOUT_SECONDS: timeout,
        HTTP_REQUEST_TIMEOUT_SECONDS: timeout,
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: timeout,
        HTTP_IDLE_TIMEOUT_SECONDS: timeout,
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("closes connections that dribble their headers one byte at a time", async () => {
    const head = "GET /sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
    const outcomes = await Promise.all(Array.from({ length: CONNECTIONS }, () => dribble(server.port, head, "abcdefgh")));
    expect(outcomes.filter((o) => !o.isClosed)).toHaveLength(0);
    expect(new Set(outcomes.map((o) => statusOf(o.response)))).toEqual(new Set(["408"]));
  });

  it("closes connections that dribble a body one byte at a time, to a page and to the API", async () => {
    const post = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${credentials}Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
    const outcomes = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, i) => dribble(server.port, post(i % 2 ? "/api/processes" : "/sign-in"), '{"a":1}')),
    );
    expect(outcomes.filter((o) => !o.isClosed)).toHaveLength(0);
    expect(new Set(outcomes.map((o) => statusOf(o.response)))).toEqual(new Set(["408"]));
  });

  it("closes connections that send nothing, and idle keep-alive connections after an answer", async () => {
    const silent = dribble(server.port, "");
    const idle = dribble(server.port, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    const [silentOutcome, idleOutcome] = await Promise.all([silent, idle]);
    expect(silentOutcome.isClosed).toBe(true);
    expect(idleOutcome).toMatchObject({ isClosed: true });
    expect(statusOf(idleOutcome.response)).toBe("200");
  });

  it("still answers a normal request", async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const page = await fetch(`${server.url}/sign-in`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
  });
});
