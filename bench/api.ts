import { type ChildProcess, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startPostgres } from "../scripts/test/postgres";
import { printAims, verdict } from "./aims";
import { processCpuMs } from "./process-cpu";
import { benchServerEnv, startProductionServer } from "./production-server";
import { waitForHealth } from "./wait-for-health";

// npm run bench:api: the production server (dist/server.mjs) against a raw node:http server that answers
// the same JSON bytes from memory, under the same load, on SQLite and then on a throwaway PostgreSQL.
// Prints figures and the 1-minute load average; no pass/fail. `-- --sqlite` or `-- --postgres` runs one;
// `-- --no-rate-limit` turns the per-credential counter off (it is one write per request in production).
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3300);
const RATE_LIMIT_OFF = process.argv.includes("--no-rate-limit");
// `-- --get-only`: the GET phase alone, on a server that wrote nothing before it (no creation or form phase whose
// checkpoints and caches run into the GET's figures): for comparing the read path between builds.
const GET_ONLY = process.argv.includes("--get-only");
/** BENCH_FORM_RATE: form steps at this many a second in all, to read their latency below saturation. */
const FORM_RATE = Number(process.env.BENCH_FORM_RATE ?? 0);
const root = process.cwd();
const tsx = path.join(root, "node_modules/.bin/tsx");
const FORM = JSON.stringify({
  name: "Ana Sofia Silva",
  email: "ana.silva@example.pt",
  phone: { country: "PT", number: "912345678" },
  birthday: "1990-04-01",
  country: "PT",
});

type Row = {
  name: string;
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  statuses: string;
  /** The server process's CPU (all its threads) per answered request: steadier than req/s on a shared machine. */
  cpuUsPerRequest?: number;
};

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function row(name: string, target: string, result: autocannon.Result, cpuMs?: number | null): Row {
  return {
    cpuUsPerRequest: cpuMs != null && result.requests.total > 0 ? (1000 * cpuMs) / result.requests.total : undefined,
    name,
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    // Which statuses the non-2xx were (e.g. "409×3 500×2"), so errors can be told apart.
    statuses: Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith("2"))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(" "),
  };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", () => r()));
}

/** One database's table: the service's rows beside the raw server's, measured in the same run. */
async function benchOn(PORT: number, databaseUrl?: string): Promise<Row[]> {
  const RAW_PORT = PORT + 1;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-"));
  // The rate limit counts every request, as in production, with a limit the bench never reaches (`--no-rate-limit`: off).
  const env = benchServerEnv(dir, PORT, {
    RATE_LIMIT_REQUESTS: RATE_LIMIT_OFF ? "0" : "1000000000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  execFileSync(tsx, ["scripts/db/migrate.ts", "apply"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const seed = JSON.parse(execFileSync(tsx, ["scripts/idv.ts", "seed", "--json"], { env, encoding: "utf8" })) as {
    appId: string;
    credential: string;
  };
  const headers = { "svc-app": seed.appId, "svc-credential": seed.credential, "content-type": "application/json" };
  const server = startProductionServer(env);
  /** A run against the service, with the server's CPU time it took. */
  const measured = async (options: autocannon.Options) => {
    const before = processCpuMs(server.pid);
    const result = await run(options);
    const after = processCpuMs(server.pid);
    return { result, cpuMs: before === null || after === null ? null : after - before };
  };
  const base = `http://127.0.0.1:${PORT}`;
  const rows: Row[] = [];
  let raw: http.Server | undefined;
  try {
    await waitForHealth(`${base}/api/health`, server);
    const create = await fetch(`${base}/api/processes`, { method: "POST", headers, body: "{}" });
    const processId = ((await create.json()) as { data: { processId: string } }).data.processId;
    const stepBytes = Buffer.from(await (await fetch(`${base}/api/processes/${processId}/step`, { headers })).arrayBuffer());
    const sample = await fetch(`${base}/api/processes`, { method: "POST", headers, body: "{}" });
    const sampleId = ((await sample.json()) as { data: { processId: string } }).data.processId;
    const submitBytes = Buffer.from(
      await (await fetch(`${base}/api/processes/${sampleId}/step`, { method: "POST", headers, body: FORM })).arrayBuffer(),
    );

    let rawBody = stepBytes;
    raw = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json", "content-length": rawBody.length });
        res.end(rawBody);
      });
    });
    await new Promise<void>((resolve) => raw?.listen(RAW_PORT, "127.0.0.1", resolve));

    // Processes for the POST phase: each form submission goes to its own fresh process.
    const pool: string[] = [];
    if (!GET_ONLY) {
      const created = await measured({
        url: `${base}/api/processes`,
        method: "POST",
        headers,
        body: "{}",
        requests: [
          {
            onResponse: (status, body) => {
              if (status === 201) pool.push((JSON.parse(body) as { data: { processId: string } }).data.processId);
            },
          },
        ],
      });
      rows.push(row("POST /processes", "service", created.result, created.cpuMs));
    }

    const current = await measured({ url: `${base}/api/processes/${processId}/step`, headers });
    rows.push(row("GET current step", "service", current.result, current.cpuMs));
    rows.push(row("GET current step", "raw node:http", await run({ url: `http://127.0.0.1:${RAW_PORT}/`, headers })));

    if (GET_ONLY) return rows;
    let next = 0;
    const posts = await measured({
      url: base,
      method: "POST",
      headers,
      amount: pool.length,
      ...(FORM_RATE ? { overallRate: FORM_RATE } : {}),
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/processes/${pool[next++ % pool.length]}/step`, body: FORM }) }],
    });
    rows.push(row(`POST form step (${Math.min(next, pool.length)} fresh processes)`, "service", posts.result, posts.cpuMs));
    rawBody = submitBytes;
    rows.push(
      row("POST form step", "raw node:http", await run({ url: `http://127.0.0.1:${RAW_PORT}/`, method: "POST", headers, body: FORM })),
    );
  } finally {
    server.kill("SIGTERM");
    raw?.close();
    await exited(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

function printTable(title: string, rows: Row[], loadBefore: number) {
  const rawOf = (name: string) => rows.find((r) => r.target === "raw node:http" && name.startsWith(r.name));
  const load = (value: number) => value.toFixed(2);
  console.log(
    `\n${title}, rate limit ${RATE_LIMIT_OFF ? "off" : "counted"}: ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores, ` +
      `1-minute load average ${load(loadBefore)} before, ${load(os.loadavg()[0] ?? 0)} after\n`,
  );
  console.log(
    [
      "endpoint".padEnd(44),
      "target".padEnd(14),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "errors".padStart(7),
      "non-2xx".padStart(8),
      "vs raw".padStart(7),
      "CPU µs/req".padStart(11),
      "  non-2xx statuses",
    ].join(" "),
  );
  for (const r of rows) {
    const reference = r.target === "service" ? rawOf(r.name) : undefined;
    const ratio = reference ? `${((100 * r.rps) / reference.rps).toFixed(1)}%` : "";
    console.log(
      [
        r.name.padEnd(44),
        r.target.padEnd(14),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.errors).padStart(7),
        String(r.non2xx).padStart(8),
        ratio.padStart(7),
        (r.cpuUsPerRequest === undefined ? "" : r.cpuUsPerRequest.toFixed(0)).padStart(11),
        `  ${r.statuses}`,
      ].join(" "),
    );
  }
  printAims(aimsMet(rows));
}

/** This run's figures against the API's aims (at 32 connections, zero errors), each said met or not. */
function aimsMet(rows: Row[]): string[] {
  const service = (name: string) => rows.find((r) => r.target === "service" && r.name.startsWith(name));
  const raw = (name: string) => rows.find((r) => r.target === "raw node:http" && r.name === name);
  const ratioAim = (name: string, aimPercent: number) => {
    const [ours, reference] = [service(name), raw(name)];
    if (!ours || !reference) return `${name}: not measured`;
    const percent = (100 * ours.rps) / reference.rps;
    return `${name} ≥ ${aimPercent} % of raw: ${percent.toFixed(1)} % (${verdict(percent >= aimPercent)})`;
  };
  const created = service("POST /processes");
  const measured = ["POST /processes", "GET current step", "POST form step"].map(service).filter((r) => r !== undefined);
  const slow = measured.filter((r) => r.p99 > 20);
  return [
    ratioAim("GET current step", 30),
    ratioAim("POST form step", 10),
    created ? `creation ≥ 1,000/s: ${created.rps.toFixed(0)}/s (${verdict(created.rps >= 1000)})` : "creation: not measured",
    `p99 ≤ 20 ms: ${measured.map((r) => `${r.name.split(" (")[0]} ${r.p99} ms`).join(", ")} (${verdict(slow.length === 0)})`,
    `zero errors: ${verdict(measured.every((r) => r.errors === 0 && r.non2xx === 0))}`,
  ];
}

async function main() {
  const only = process.argv.slice(2);
  if (!only.includes("--postgres")) {
    const loadBefore = os.loadavg()[0] ?? 0;
    printTable("SQLite", await benchOn(BASE_PORT), loadBefore);
  }
  if (!only.includes("--sqlite")) {
    // The test cluster: fsync and full_page_writes off, as in the tests (a durable server writes slower).
    const postgres = await startPostgres();
    try {
      const loadBefore = os.loadavg()[0] ?? 0;
      printTable("PostgreSQL 15 (fsync off)", await benchOn(BASE_PORT + 2, postgres.url), loadBefore);
    } finally {
      postgres.stop();
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
