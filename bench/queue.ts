import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchFaceSearch, type FaceSearchRow, faceSearchAims } from "./face-search";
import { medianTiming, serverTime, signIn } from "./page-timing";
import { benchServerEnv, startProductionServer } from "./production-server";
import { waitForHealth } from "./wait-for-health";

// npm run bench:queue (after `npx next build`): the duplicate face search at 10,000 and 100,000 stored faces (BENCH_FACES),
// both indexes against the exact linear scan in the same run (ms per search, build time, memory, recall); then the production server on a seeded
// database (100,000 processes, two thirds of them finished cases) timing the queue pages and the "Next case" claim
// as ratios to the smallest dynamic page (a header search that matches nothing).
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const BULK = Number(process.env.BENCH_PROCESSES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const FACES = (process.env.BENCH_FACES ?? "10000,100000").split(",").map(Number);
// --faces-only: the face search alone (no seeded database, no build needed).
const FACES_ONLY = process.argv.includes("--faces-only");
const root = process.cwd();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-queue-"));
const base = `http://127.0.0.1:${PORT}`;
const env = benchServerEnv(dir, PORT);
const tsx = path.join(root, "node_modules/.bin/tsx");

const decodeHtml = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The hidden fields React renders into the "Next case" form, so a plain POST runs the server action as a browser without JS would. */
async function nextCaseForm(cookie: string): Promise<[string, string][]> {
  const html = await (await fetch(`${base}/queue`, { headers: { cookie } })).text();
  const form = /<form[^>]*id="next-case"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1];
  if (!form) throw new Error("the queue page has no Next case form");
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((input) => [
    decodeHtml(/name="([^"]*)"/.exec(input[0])?.[1] ?? ""),
    decodeHtml(/value="([^"]*)"/.exec(input[0])?.[1] ?? ""),
  ]);
}

async function main() {
  console.log("Duplicate face search (1024-d faces, threshold 0.7, 40 queries: half another capture of a stored face)");
  const loadBefore = os.loadavg()[0] ?? 0;
  const rows: FaceSearchRow[] = [];
  for (const count of FACES) {
    const { rows: measured, distribution } = benchFaceSearch(count);
    console.log(distribution);
    console.table(measured.map(({ p95, recall, ...shown }) => shown));
    rows.push(...measured);
  }
  console.log(
    `1-minute load average ${loadBefore.toFixed(2)} before, ${(os.loadavg()[0] ?? 0).toFixed(2)} after, on ${os.cpus().length} cores`,
  );
  console.log(`\nAims: ${faceSearchAims(rows).join("; ")}`);
  if (FACES_ONLY) return fs.rmSync(dir, { recursive: true, force: true });

  const run = (...args: string[]) => execFileSync(tsx, args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  run("scripts/db/migrate.ts", "apply");
  run("scripts/idv.ts", "seed", "--json");
  const started = Date.now();
  run("scripts/idv.ts", "seed:showcase", "--bulk", String(BULK), "--json");
  console.error(`seeded ${BULK} processes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const server = startProductionServer(env);
  try {
    await waitForHealth(`${base}/api/health`, server);
    const cookie = await signIn(base);
    const pages = [
      { name: "search, no match (the baseline)", url: "/search?q=bench-no-such-reference" },
      { name: "queue, Mine", url: "/queue" },
      { name: "queue, All (50 soonest due)", url: "/queue?view=all" },
      { name: "queue, Unassigned, high risk, overdue", url: "/queue?view=unassigned&risk=high&due=overdue" },
      { name: "process list, risk=high&decision=undecided", url: "/processes?risk=high&decision=undecided" },
    ];
    const loadAtStart = os.loadavg()[0] ?? 0;
    const times = [];
    for (const page of pages) times.push({ name: page.name, ...(await serverTime(base, page.url, cookie, server.pid, RUNS)) });
    const fields = await nextCaseForm(cookie);
    const claim = await medianTiming(RUNS, server.pid, async () => {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      const start = performance.now();
      const response = await fetch(`${base}/queue`, { method: "POST", body, headers: { cookie, origin: base }, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 303 || !response.headers.get("location")?.startsWith("/processes/"))
        throw new Error(`Next case answered ${response.status} ${response.headers.get("location")}`);
      return performance.now() - start;
    });
    times.push({ name: "Next case (claim, audit, 303 to the case)", ...claim });
    const baseline = times[0]?.ms ?? 1;
    const baselineCpu = times[0]?.cpuMs ?? null;
    console.log(`\nServer time (median of ${RUNS}, ${BULK.toLocaleString("en")} processes)`);
    console.table(
      times.map((t) => ({
        page: t.name,
        "median ms": t.ms.toFixed(1),
        "× baseline": (t.ms / baseline).toFixed(2),
        "server CPU ms": t.cpuMs?.toFixed(1) ?? "n/a",
        "CPU × baseline": t.cpuMs !== null && baselineCpu ? (t.cpuMs / baselineCpu).toFixed(2) : "n/a",
      })),
    );
    console.log(
      `load average (1 min) ${loadAtStart.toFixed(2)} before the timings, ${(os.loadavg()[0] ?? 0).toFixed(2)} after, on ${os.cpus().length} cores`,
    );
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
