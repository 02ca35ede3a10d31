import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The case page's cohort query: an account's latest 1,000 scores of one metric, by the (account, metric, finishedAt)
// index, on a scratch SQLite database of PROCESSES finished processes (one account holding them all: the worst case),
// three scores each. npm run bench:cohort -- [PROCESSES]
const PROCESSES = Number(process.argv[2] ?? 100_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cohort-"));
process.env.DATABASE_URL = `file:${path.join(dir, "cohort.db")}`;
// The configuration check asks for one; nothing here signs anything.
process.env.NEXTAUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-0";

const { applyMigrations } = await import("@/lib/db/migrations/operations");
const { targetFromUrl } = await import("@/lib/db/migrations/target");
const { db } = await import("@/lib/db/client");
const { COHORT_WINDOW } = await import("@/lib/cases/cohort/cohort-charts");
const { scoreHistogram } = await import("@/lib/cases/cohort/score-histogram");
const Database = (await import("better-sqlite3")).default;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const METRICS = ["face-match", "document-focus", "document-glare"] as const;
const ACCOUNT = "bench-account";

await applyMigrations({ root: process.cwd(), target: targetFromUrl(process.env.DATABASE_URL) });
const client = db();
const start = Date.now() - PROCESSES * 60_000;
const seeding = performance.now();
for (let offset = 0; offset < PROCESSES; offset += 5000) {
  const rows = Array.from({ length: Math.min(5000, PROCESSES - offset) }, (_, j) => offset + j).flatMap((n) =>
    METRICS.map((metric, m) => ({
      processId: `p-${n}`,
      metric,
      accountId: n % 50 === 0 ? `other-${n % 7}` : ACCOUNT,
      score: ((n * 0.618_033_988_75 + m) % 1) * (metric === "document-focus" ? 2000 : 1),
      threshold: 0.7,
      finishedAt: new Date(start + n * 60_000),
    })),
  );
  await client.processScore.createMany({ data: rows });
}
console.log(
  `${PROCESSES} processes, ${PROCESSES * METRICS.length} score rows written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

// What cohortCharts runs per metric, and the binning of what it reads.
async function oneCase(): Promise<number> {
  const begin = performance.now();
  await Promise.all(
    METRICS.map(async (metric) => {
      const rows = await client.processScore.findMany({
        where: { accountId: ACCOUNT, metric, NOT: { processId: "p-1" } },
        orderBy: { finishedAt: "desc" },
        take: COHORT_WINDOW,
        select: { score: true },
      });
      scoreHistogram(
        rows.map((row) => row.score),
        { marks: [0.7], at: 0.5 },
      );
    }),
  );
  return performance.now() - begin;
}
for (let i = 0; i < 5; i++) await oneCase();
const timings: number[] = [];
for (let i = 0; i < 50; i++) timings.push(await oneCase());
console.log(
  `one case's three cohort charts: median ${median(timings).toFixed(1)} ms, worst ${Math.max(...timings).toFixed(1)} ms (50 runs)`,
);

const raw = new Database(path.join(dir, "cohort.db"), { readonly: true });
const plan = raw
  .prepare(
    `EXPLAIN QUERY PLAN SELECT score FROM "ProcessScore" WHERE accountId = ? AND metric = ? AND processId <> ? ORDER BY finishedAt DESC LIMIT ${COHORT_WINDOW}`,
  )
  .all(ACCOUNT, "face-match", "p-1") as { detail: string }[];
console.log(`query plan: ${plan.map((step) => step.detail).join("; ")}`);
raw.close();
await client.$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`load average: ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`);
