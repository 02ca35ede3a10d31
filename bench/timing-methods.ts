import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { roundRobinTimings, serverTime, signIn } from "./page-timing";
import { benchServerEnv, startProductionServer } from "./production-server";
import { NO_MATCH_SEARCH, type SearchPage, searchPages } from "./search-pages";
import { waitForHealth } from "./wait-for-health";

// BENCH_DIR=<a bench:pages folder> npx tsx bench/timing-methods.ts: the header searches timed both ways on one build,
// each way on a freshly started server, twice: one page after another, the no-match page first (bench:pages until
// 2026-11-28), and in turn (bench:pages now). Prints each search × the no-match page, so anyone can see how much the
// first method's warm-up flattered the searches (docs/benchmarks.md).
const PORT = Number(process.env.BENCH_PORT ?? 3355);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const dir = process.env.BENCH_DIR;
if (!dir || !fs.existsSync(path.join(dir, "seeded.json"))) throw new Error("BENCH_DIR must name a folder bench:pages seeded");
const { processes = 100_000, processId } = JSON.parse(fs.readFileSync(path.join(dir, "seeded.json"), "utf8")) as {
  processes?: number;
  processId: string;
};
const base = `http://127.0.0.1:${PORT}`;
const pages: SearchPage[] = [NO_MATCH_SEARCH, ...searchPages(processes, processId)];

async function timeOnFreshServer(method: "one page after another" | "in turn"): Promise<number[]> {
  const server = startProductionServer(benchServerEnv(dir as string, PORT));
  try {
    await waitForHealth(`${base}/api/health`, server);
    const cookie = await signIn(base);
    if (method === "in turn") {
      const timed = await roundRobinTimings(
        base,
        pages.map(({ url, redirectsTo }) => ({ url, redirectsTo, cookie })),
        server.pid,
        RUNS,
      );
      return timed.map((t) => t.ms);
    }
    const ms: number[] = [];
    for (const { url, redirectsTo } of pages) ms.push((await serverTime(base, url, cookie, server.pid, RUNS, redirectsTo)).ms);
    return ms;
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
}

console.log(`load average (1 min) ${os.loadavg()[0]?.toFixed(2)} at the start, on ${os.cpus().length} cores`);
for (const method of ["one page after another", "in turn", "one page after another", "in turn"] as const) {
  const ms = await timeOnFreshServer(method);
  const baseline = ms[0] ?? Number.NaN;
  console.log(`\n${method} (median of ${RUNS}):`);
  for (const [i, { name }] of pages.entries()) {
    const page = ms[i] ?? Number.NaN;
    console.log(`  ${name.padEnd(72)} ${page.toFixed(1).padStart(6)} ms  ${(page / baseline).toFixed(2)}×`);
  }
}
console.log(`\nload average (1 min) ${os.loadavg()[0]?.toFixed(2)} at the end`);
