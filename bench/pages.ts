import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import { lighthouseScores } from "./lighthouse-scores";
import { roundRobinTimings, signIn } from "./page-timing";
import { benchServerEnv, startProductionServer } from "./production-server";
import { NO_MATCH_SEARCH, SHARED_PHONE, SHARED_PHONE_COUNT, searchPages } from "./search-pages";
import { waitForHealth } from "./wait-for-health";

// npm run bench:pages: the production server on a seeded database (100,000 processes and one heavy process:
// 20 step records, 300 events); server time of the process page and of filtered list pages as a ratio to
// the smallest dynamic page the product has, a header search that matches nothing (the same session check and
// layout, two indexed lookups), the pages taken in turn for 20 rounds; wall clock, and the server's CPU per request,
// which a shared machine disturbs less;
// First Load JS (gzip) per route from the build; Lighthouse (desktop) performance and accessibility of the
// search page, the list and the process page beside their server times.
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const BULK = Number(process.env.BENCH_PROCESSES ?? 100_000);
// Issue 35's bank: at 1,000,000 processes, 100,000 cases open (the older finished ones decided).
const OPEN_CASES = Math.round(BULK / 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// `-- --search-only`: the baseline and the header search's look-ups, nothing else (for a run at 1,000,000 processes).
const isSearchOnly = process.argv.includes("--search-only");
// `-- --process-only`: the baseline, the heavy process page, a typical case's and a bulk case's (for iterating on the case page).
const isProcessOnly = process.argv.includes("--process-only");
const root = process.cwd();
// BENCH_DIR=<folder>: the database is kept there and seeded once (seeded.json holds what the seed made), so a second
// run at 1,000,000 times the pages without seeding again. New migrations are applied to it first.
const keptDir = process.env.BENCH_DIR;
const dir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-pages-"));
const base = `http://127.0.0.1:${PORT}`;
const env = benchServerEnv(dir, PORT);
const tsx = path.join(root, "node_modules/.bin/tsx");

/** What the seed made; `processes`: how many bulk processes (a kept database may hold another size than BENCH_PROCESSES). */
type Seeded = { processId: string; bulkFlowId: string; processes?: number };

function seed(run: (...args: string[]) => string): Seeded {
  run("scripts/idv.ts", "seed", "--json");
  const started = Date.now();
  const seeded = JSON.parse(
    run("scripts/idv.ts", "seed:showcase", "--heavy", "--bulk", String(BULK), "--open-cases", String(OPEN_CASES), "--scores", "--json"),
  ) as Seeded;
  // 68 more applicants who gave one phone: the search counts them and pages through them (50 a page).
  run("scripts/idv.ts", "seed:showcase", "--bulk", String(SHARED_PHONE_COUNT), "--phone", SHARED_PHONE, "--json");
  console.error(`seeded ${BULK} processes and a heavy one in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { ...seeded, processes: BULK };
}

type BenchPage = { name: string; url: string; isAudited?: boolean; redirectsTo?: string; cookie?: string };

// Issue 35: every reviewer page within twice the minimal dynamic page's server time.
const AIM_RATIO = 2;

/** The process list under each of its filters, alone and as the queue combines them. */
function listPages(bulkFlowId: string): BenchPage[] {
  return [
    { name: "list, no filter", url: "/processes" },
    { name: "list, status=finished", url: "/processes?status=finished", isAudited: true },
    { name: "list, status=finished&failed=true&lang=pt-PT", url: "/processes?status=finished&failed=true&lang=pt-PT" },
    { name: "list, sorted by updatedAt", url: "/processes?sort=updatedAt" },
    { name: "list, oldest first", url: "/processes?dir=asc" },
    { name: "list, negativeFinish=true", url: "/processes?negativeFinish=true" },
    { name: "list, flow (the bulk flow)", url: `/processes?flow=${bulkFlowId}` },
    { name: "list, lang=en", url: "/processes?lang=en" },
    { name: "list, a week (from, to)", url: `/processes?from=${isoDay(-10)}&to=${isoDay(-4)}` },
    { name: "list, risk=high", url: "/processes?risk=high" },
    { name: "list, decision=undecided", url: "/processes?decision=undecided" },
    { name: "list, risk=high&decision=undecided", url: "/processes?risk=high&decision=undecided" },
    { name: "list, decision=final", url: "/processes?decision=final" },
    { name: "list, assignee=none&due=overdue", url: "/processes?assignee=none&due=overdue" },
    { name: "list, findings=negative", url: "/processes?findings=negative" },
  ];
}

const queuePages: BenchPage[] = [
  { name: "queue, Mine", url: "/queue" },
  { name: "queue, Unassigned", url: "/queue?view=unassigned" },
  { name: "queue, All (50 soonest due)", url: "/queue?view=all" },
  { name: "queue, To confirm", url: "/queue?view=confirm" },
  { name: "queue, Unassigned, high risk, overdue", url: "/queue?view=unassigned&risk=high&due=overdue" },
];

const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);

/**
 * The two cases the bench opens beside the heavy process, read from its database: a bulk process whose case waits for
 * a decision (the middle one by due date), and the demo onboarding the seed walks through the real checks
 * (lib/demo/seed-demo-processes.ts), a typical case.
 */
function caseIds(databaseUrl: string): { bulk: string; typical: string } {
  const sqlite = new Database(databaseUrl.slice("file:".length), { readonly: true });
  try {
    const { n } = sqlite.prepare(`SELECT COUNT(*) AS n FROM "ReviewCase"`).get() as { n: number };
    const bulk = sqlite.prepare(`SELECT "processId" FROM "ReviewCase" ORDER BY "dueAt" LIMIT 1 OFFSET ?`).get(Math.floor(n / 2)) as
      | { processId: string }
      | undefined;
    if (!bulk) throw new Error("the seeded database has no review case");
    const typical = sqlite.prepare(`SELECT "id" FROM "Process" WHERE "reference" = ?`).get("demo-finished") as { id: string } | undefined;
    if (!typical) throw new Error("the seeded database has no demo-finished process");
    return { bulk: bulk.processId, typical: typical.id };
  } finally {
    sqlite.close();
  }
}

/** One line a page: its ratio to the minimal page and whether it met the aim. */
function aimLines(times: { name: string; ms: number }[], baseline: number): string[] {
  return times.slice(1).map((t) => {
    const ratio = t.ms / baseline;
    if (Number.isNaN(ratio)) return `${t.name}: failed or over the page time limit (NOT met)`;
    return `${t.name}: ${ratio.toFixed(2)}× (${ratio <= AIM_RATIO ? "met" : "NOT met"})`;
  });
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

async function main() {
  const run = (...args: string[]) => execFileSync(tsx, args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  run("scripts/db/migrate.ts", "apply");
  const seededFile = path.join(dir, "seeded.json");
  const seeded = fs.existsSync(seededFile) ? (JSON.parse(fs.readFileSync(seededFile, "utf8")) as Seeded) : seed(run);
  if (keptDir) fs.writeFileSync(seededFile, JSON.stringify(seeded));
  const bulk = seeded.processes ?? BULK;
  const server = startProductionServer(env);
  try {
    await waitForHealth(`${base}/api/health`, server);
    const cookie = await signIn(base);
    const adminCookie = await signIn(base, "admin@idv.local");
    const cases = caseIds(env.DATABASE_URL);
    const searches = searchPages(bulk, seeded.processId);
    const baselinePage = { ...NO_MATCH_SEARCH, isAudited: true };
    const processPages: BenchPage[] = [
      { name: "process page (heavy: 20 steps, 300 events)", url: `/processes/${seeded.processId}`, isAudited: true },
      {
        name: "case page (a typical onboarding: 7 step records by the real checks, 4 cohort charts)",
        url: `/processes/${cases.typical}`,
      },
      { name: "case page (a bulk case, undecided: no step records, its case alone)", url: `/processes/${cases.bulk}` },
    ];
    const pages: BenchPage[] = isSearchOnly
      ? [baselinePage, ...searches]
      : isProcessOnly
        ? [baselinePage, ...processPages]
        : [
            baselinePage,
            ...processPages,
            ...listPages(seeded.bulkFlowId),
            ...queuePages,
            { name: "overview", url: "/" },
            { name: "audit log (admin)", url: "/audit", cookie: adminCookie },
            { name: "audit log, one action (admin)", url: "/audit?action=record-viewed", cookie: adminCookie },
            ...searches,
          ];
    const loadAtStart = os.loadavg()[0] ?? 0;
    const timings = await roundRobinTimings(
      base,
      pages.map((page) => ({ ...page, cookie: page.cookie ?? cookie })),
      server.pid,
      RUNS,
    );
    const times = pages.map((page, i) => ({ ...page, ...(timings[i] ?? { ms: Number.NaN, cpuMs: null }) }));
    const audited = pages.filter((p) => p.isAudited).map((p) => `${base}${p.url}`);
    const lighthouse = isSearchOnly ? new Map() : await lighthouseScores(audited, { cookie, runs: LIGHTHOUSE_RUNS });
    const baseline = times[0]?.ms ?? 1;
    const baselineCpu = times[0]?.cpuMs ?? null;
    console.log(
      `\nServer time (median of ${RUNS}, ${bulk.toLocaleString("en")} processes) and Lighthouse desktop (median of ${LIGHTHOUSE_RUNS})`,
    );
    console.table(
      times.map((t) => {
        const scores = lighthouse.get(`${base}${t.url}`);
        return {
          page: t.name,
          "median ms": t.ms.toFixed(1),
          "× baseline": (t.ms / baseline).toFixed(2),
          "server CPU ms": t.cpuMs?.toFixed(1) ?? "n/a",
          "CPU × baseline": t.cpuMs !== null && baselineCpu ? (t.cpuMs / baselineCpu).toFixed(2) : "n/a",
          "LH performance": scores?.performance ?? "—",
          "LH accessibility": scores?.accessibility ?? "—",
        };
      }),
    );
    console.log(
      `load average (1 min) ${loadAtStart.toFixed(2)} before the timings, ${(os.loadavg()[0] ?? 0).toFixed(2)} after Lighthouse, on ${os.cpus().length} cores`,
    );
    console.log(`\nAims (each page ≤ ${AIM_RATIO}× the minimal page, median server time):`);
    for (const line of aimLines(times, baseline)) console.log(`  ${line}`);
    const bundles = firstLoadJs();
    const floor = bundles.find((b) => b.route === "/_not-found")?.gzipKb ?? 0;
    console.log("\nFirst Load JS (gzip, from .next/diagnostics/route-bundle-stats.json)");
    console.table(
      bundles.map((b) => ({ route: b.route, "gzip kB": b.gzipKb.toFixed(1), "over /_not-found kB": (b.gzipKb - floor).toFixed(1) })),
    );
  } finally {
    server.kill("SIGTERM");
    if (!keptDir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
