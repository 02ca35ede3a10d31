import "@/test/support/service";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/lib/staff/users";
import { type AppServer, startAppServer } from "@/test/support/app-server";
import { freshDatabase, type TestDatabase } from "@/test/support/databases";
import { type S3Server, startS3Server } from "@/test/support/s3-server";
import { accountWithFlow, BIRTHDAY_STEP, FORM_STEP } from "@/test/support/service";
import { signInOverHttp } from "@/test/support/staff-http";

const RATE_LIMIT = 20;
const HOUR_MS = 3_600_000;
const SWEEP_SECONDS = 6;
const PASSWORD = "multinode-test-password";

type Headers = Record<string, string>;

async function call(server: AppServer, method: "GET" | "POST", apiPath: string, headers: Headers, body?: unknown) {
  const response = await fetch(`${server.url}/api${apiPath}`, {
    method,
    headers: { ...headers, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { data: Record<string, unknown>; meta: { code: string } };
  return { status: response.status, code: envelope.meta.code, data: envelope.data, retryAfter: response.headers.get("retry-after") };
}

function storedUnder(dataDir: string): string[] {
  const root = path.join(dataDir, "storage");
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [];
}

describe("two app servers on one PostgreSQL and one S3 server @multinode", () => {
  let s3: S3Server;
  let database: TestDatabase;
  let servers: [AppServer, AppServer];

  beforeAll(async () => {
    s3 = await startS3Server();
    await s3.createBucket("idv-multinode");
    database = await freshDatabase("postgres");
    const env = {
      ...s3.envFor("idv-multinode"),
      RATE_LIMIT_REQUESTS: String(RATE_LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: "3600",
      STORAGE_ORPHAN_GRACE_SECONDS: String(SWEEP_SECONDS),
    };
    const [a, b] = await Promise.all([0, 1].map(() => startAppServer({ databaseUrl: database.url, env })));
    servers = [a as AppServer, b as AppServer];
  }, 240_000);
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await database?.drop();
    await s3?.stop();
  });

  it("are both ready: database, S3 bucket and migrations checked", async () => {
    for (const server of servers) {
      expect((await fetch(`${server.url}/health/live`)).status).toBe(200);
      // On a loaded machine a check may outlast its 3 s at first: readiness is asked again, as a proxy would.
      let ready = await fetch(`${server.url}/health/ready`);
      for (let retry = 0; retry < 10 && ready.status !== 200; retry++) ready = await fetch(`${server.url}/health/ready`);
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 200,
        body: { status: "ready", checks: { database: "ok", storage: "ok", migrations: "ok", shutdown: "ok" } },
      });
    }
  });

  it("walk a process whose steps go alternately to each as one server would, and read through one the file the other wrote", async () => {
    const [a, b] = servers;
    const account = await accountWithFlow(database.db, [FORM_STEP, BIRTHDAY_STEP]);
    const headers = { "svc-app": account.appId, "svc-credential": account.credential };
    const created = await call(a, "POST", "/processes", headers, {});
    const processId = String(created.data.processId);
    const steps = [
      await call(b, "GET", `/processes/${processId}/step`, headers),
      await call(a, "POST", `/processes/${processId}/step`, headers, { name: "Ana Silva", email: "ana.silva@example.pt" }),
      await call(b, "GET", `/processes/${processId}/step`, headers),
      await call(b, "POST", `/processes/${processId}/step`, headers, { birthday: "1987-04-12" }),
      await call(a, "GET", `/processes/${processId}/step`, headers),
    ];
    expect([created, ...steps].map(({ status, code }) => `${status} ${code}`)).toEqual([
      "201 BIOPMPCS004",
      "200 BIOPMSCS001",
      "200 BIOPMSCS002",
      "200 BIOPMSCS001",
      "200 BIOPMSCS004",
      "200 BIOPMSCS004",
    ]);
    expect([steps[0], steps[2]].map((step) => (step?.data.step as { id?: string } | undefined)?.id)).toEqual(["form", "birthday"]);

    // Server b finished the process and stored its evidence; a reviewer signed in on server a reads its bytes.
    const finished = await database.db.process.findUniqueOrThrow({
      where: { id: processId },
      select: { status: true, evidenceFileId: true },
    });
    expect(finished.status).toBe("finished");
    const evidence = await database.db.storedFile.findUniqueOrThrow({ where: { id: finished.evidenceFileId ?? "" } });
    await createUser(database.db, { email: "rita@bank.test", role: "reviewer", password: PASSWORD });
    const reviewer = await signInOverHttp(a.url, "rita@bank.test", PASSWORD);
    const bytes = await reviewer.bytes(`/processes/${processId}/files/${evidence.id}`);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(evidence.sha256);
    // The bytes live in the bucket only: neither server's own folder holds a stored file.
    expect([...storedUnder(a.dataDir), ...storedUnder(b.dataDir)]).toEqual([]);
  });

  it("share the API rate limit: the limit's worth of requests across both, then 429 from either", async () => {
    const account = await accountWithFlow(database.db, [FORM_STEP], "Rate-limited account");
    const headers = { "svc-app": account.appId, "svc-credential": account.credential };
    // The window is a fixed hour: do not straddle its end.
    const untilNextWindow = HOUR_MS - (Date.now() % HOUR_MS);
    if (untilNextWindow < 60_000) await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 1_000));
    const answers = [];
    for (let i = 0; i < RATE_LIMIT; i++) answers.push(await call(servers[i % 2] as AppServer, "GET", "/processes/none/step", headers));
    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
    const [overA, overB] = [
      await call(servers[0], "GET", "/processes/none/step", headers),
      await call(servers[1], "GET", "/processes/none/step", headers),
    ];
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect(Number(overA.retryAfter)).toBeGreaterThan(0);
  });

  it("run each recurring job once per period across both", async () => {
    // Let at least two sweep periods pass since the servers started.
    const { db } = database;
    const firstRun = await db.recurringJobRun.findFirst({ where: { kind: "orphan-sweep" }, orderBy: { startedAt: "asc" } });
    const since = firstRun?.startedAt.getTime() ?? Date.now();
    const wait = since + 2 * SWEEP_SECONDS * 1000 + 2_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const runs = await db.recurringJobRun.findMany({
      orderBy: { startedAt: "asc" },
      select: { kind: true, server: true, startedAt: true },
    });
    const sweeps = runs.filter((run) => run.kind === "orphan-sweep").map((run) => run.startedAt.getTime());
    const gaps = sweeps.slice(1).map((start, i) => start - (sweeps[i] as number));
    console.info(
      `orphan sweeps: ${sweeps.length}, gaps ${gaps.join(", ")} ms, by ${new Set(runs.map((run) => run.server)).size} server(s)`,
    );
    expect(sweeps.length).toBeGreaterThanOrEqual(3);
    // Two servers each running their own timer would start sweeps closer together than one period.
    expect(gaps.filter((gap) => gap < SWEEP_SECONDS * 1000)).toEqual([]);
    // A 10-minute job ran exactly once, though both servers started and scheduled it.
    expect(runs.filter((run) => run.kind === "expired-idempotency-keys")).toHaveLength(1);
  });
});
