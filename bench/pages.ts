import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

// npm run bench:pages: the production server on a seeded database (100,000 processes and one heavy process:
// 20 step records, 300 events); server time of the process page and of filtered list pages as a ratio to
// the minimal dynamic page; First Load JS (gzip) per route from the build; Lighthouse when it is installed.
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BULK = Number(process.env.BENCH_PROCESSES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const root = process.cwd();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-pages-"));
const base = `http://127.0.0.1:${PORT}`;
const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  DATABASE_URL: `file:${path.join(dir, "bench.db")}`,
  DATA_DIR: path.join(dir, "files"),
  APP_URL: base,
  NEXTAUTH_URL: base,
  HOST: "127.0.0.1",
  PORT: String(PORT),
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-0",
};
const tsx = path.join(root, "node_modules/.bin/tsx");

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

function cookiesOf(response: Response, jar: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const [name = "", ...value] = pair.split("=");
    jar.set(name.trim(), value.join("="));
  }
}

async function signIn(): Promise<string> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  cookiesOf(csrfResponse, jar);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const body = new URLSearchParams({ csrfToken, email: "reviewer@idv.local", password: "idv-demo-password", json: "true" });
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    body,
    headers: { cookie: header(), "content-type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  cookiesOf(response, jar);
  if (![...jar.keys()].some((k) => k.includes("session-token"))) throw new Error("sign-in failed");
  return header();
}

/** Median milliseconds from request to the last byte of the body, after warm-up, one request at a time. */
async function serverTime(url: string, cookie: string): Promise<number> {
  const once = async () => {
    const start = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie }, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

function firstLoadJs(): { route: string; gzipKb: number }[] {
  const file = path.join(root, ".next/diagnostics/route-bundle-stats.json");
  if (!fs.existsSync(file)) return [];
  const stats = JSON.parse(fs.readFileSync(file, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  return stats.map((entry) => ({
    route: entry.route,
    gzipKb:
      entry.firstLoadChunkPaths.reduce((sum, chunk) => {
        const full = path.isAbsolute(chunk) ? chunk : path.join(root, chunk);
        return fs.existsSync(full) ? sum + zlib.gzipSync(fs.readFileSync(full), { level: 6 }).length : sum;
      }, 0) / 1024,
  }));
}

async function lighthouseScores(
  urls: string[],
  cookie: string,
): Promise<{ url: string; performance: number; accessibility: number }[] | string> {
  try {
    const lighthouse = (await import(String("lighthouse"))) as {
      default: (url: string, flags: object, config: object) => Promise<{ lhr: { categories: Record<string, { score: number }> } }>;
    };
    const launcher = (await import(String("chrome-launcher"))) as {
      launch: (o: object) => Promise<{ port: number; kill: () => Promise<void> }>;
    };
    const desktop = (await import(String("lighthouse/core/config/desktop-config.js"))) as { default: object };
    const chrome = await launcher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    try {
      const results = [];
      for (const url of urls) {
        const run = await lighthouse.default(
          `${base}${url}`,
          { port: chrome.port, output: "json", logLevel: "error", extraHeaders: { cookie } },
          desktop.default,
        );
        results.push({
          url,
          performance: Math.round((run.lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((run.lhr.categories.accessibility?.score ?? 0) * 100),
        });
      }
      return results;
    } finally {
      await chrome.kill();
    }
  } catch (error) {
    return `skipped: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, ".next/BUILD_ID")))
    throw new Error("run `npx next build` first: the bench starts the production server");
  const run = (...args: string[]) => execFileSync(tsx, args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  run("scripts/db/migrate.ts", "apply");
  run("scripts/idv.ts", "seed", "--json");
  const started = Date.now();
  const seeded = JSON.parse(run("scripts/idv.ts", "seed:showcase", "--heavy", "--bulk", String(BULK), "--json")) as {
    processId: string;
    bulkFlowId: string;
  };
  console.error(`seeded ${BULK} processes and a heavy one in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const server = spawn(tsx, ["scripts/server.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  try {
    await waitFor(`${base}/api/health`, server);
    const cookie = await signIn();
    const pages = [
      { name: "minimal dynamic page", url: "/bench/baseline" },
      { name: "process page (heavy: 20 steps, 300 events)", url: `/processes/${seeded.processId}` },
      { name: "list, status=finished", url: "/processes?status=finished" },
      { name: "list, status=finished&failed=true&lang=pt-PT", url: "/processes?status=finished&failed=true&lang=pt-PT" },
      { name: "list, sorted by updatedAt (no index)", url: "/processes?sort=updatedAt" },
      { name: "overview", url: "/" },
    ];
    const times = [];
    for (const page of pages) times.push({ ...page, ms: await serverTime(page.url, cookie) });
    const baseline = times[0]?.ms ?? 1;
    console.log(`\nServer time (median of ${RUNS}, ${BULK.toLocaleString("en")} processes)`);
    console.table(times.map((t) => ({ page: t.name, "median ms": t.ms.toFixed(1), "× minimal": (t.ms / baseline).toFixed(2) })));
    const bundles = firstLoadJs();
    const floor = bundles.find((b) => b.route === "/_not-found")?.gzipKb ?? 0;
    console.log("\nFirst Load JS (gzip, from .next/diagnostics/route-bundle-stats.json)");
    console.table(
      bundles.map((b) => ({ route: b.route, "gzip kB": b.gzipKb.toFixed(1), "over /_not-found kB": (b.gzipKb - floor).toFixed(1) })),
    );
    const lighthouse = await lighthouseScores(["/processes?status=finished", `/processes/${seeded.processId}`], cookie);
    console.log("\nLighthouse (desktop)");
    if (typeof lighthouse === "string") console.log(lighthouse);
    else console.table(lighthouse);
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
