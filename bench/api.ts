import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchServerEnv, startProductionServer } from "./production-server";
import { waitForHealth } from "./wait-for-health";

// npm run bench:api: the production server (dist/server.mjs) against a raw node:http server that answers
// the same JSON bytes from memory, under the same load. Prints figures; no pass/fail.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const RAW_PORT = PORT + 1;
const root = process.cwd();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-"));
const env = benchServerEnv(dir, PORT, { RATE_LIMIT_REQUESTS: "0" });
const tsx = path.join(root, "node_modules/.bin/tsx");
const FORM = JSON.stringify({
  name: "Ana Sofia Silva",
  email: "ana.silva@example.pt",
  phone: { country: "PT", number: "912345678" },
  birthday: "1990-04-01",
  country: "PT",
});

type Row = { name: string; target: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function row(name: string, target: string, result: autocannon.Result): Row {
  return {
    name,
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  execFileSync(tsx, ["scripts/db/migrate.ts", "apply"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const seed = JSON.parse(execFileSync(tsx, ["scripts/idv.ts", "seed", "--json"], { env, encoding: "utf8" })) as {
    appId: string;
    credential: string;
  };
  const headers = { "svc-app": seed.appId, "svc-credential": seed.credential, "content-type": "application/json" };
  const server = startProductionServer(env);
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
    const created = await run({
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
    rows.push(row("POST /processes", "service", created));

    rows.push(row("GET current step", "service", await run({ url: `${base}/api/processes/${processId}/step`, headers })));
    rows.push(row("GET current step", "raw node:http", await run({ url: `http://127.0.0.1:${RAW_PORT}/`, headers })));

    let next = 0;
    const posts = await run({
      url: base,
      method: "POST",
      headers,
      amount: pool.length,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/processes/${pool[next++ % pool.length]}/step`, body: FORM }) }],
    });
    rows.push(row(`POST form step (${Math.min(next, pool.length)} fresh processes)`, "service", posts));
    rawBody = submitBytes;
    rows.push(
      row("POST form step", "raw node:http", await run({ url: `http://127.0.0.1:${RAW_PORT}/`, method: "POST", headers, body: FORM })),
    );
  } finally {
    server.kill("SIGTERM");
    raw?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const rawOf = (name: string) => rows.find((r) => r.target === "raw node:http" && name.startsWith(r.name));
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores\n`);
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
      ].join(" "),
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
