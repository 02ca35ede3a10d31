import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations/operations";
import { csvLine } from "@/lib/exports/csv";
import { EXPORT_COLUMNS, streamProcessesExport } from "@/lib/exports/stream-processes-export";
import { PERSONAL_DATA_SHOWN } from "@/lib/records/personal-data-policy";
import { printAims, verdict } from "./aims";

// npm run bench:export: rows/s and peak memory of the streamed CSV export at 100,000 and 1,000,000
// processes, beside a baseline measured in the same run: the same rows read with better-sqlite3 directly
// (no Prisma) and written as the same CSV. Each measurement runs in its own process so that peak RSS is
// its own. Prints figures; no pass/fail.
const SIZES = (process.env.BENCH_SIZES ?? "100000,1000000").split(",").map(Number);
const [mode, dbFile, outFile] = process.argv.slice(2);
// Streaming keeps the export's peak memory this close to what it is at the smallest size, however many rows follow.
const FLAT_MEMORY_GROWTH = 1.25;

async function measureExport(file: string, out: string) {
  const db = createDb(`file:${file}`);
  const started = performance.now();
  await pipeline(
    Readable.fromWeb(streamProcessesExport({ db, format: "csv", policy: PERSONAL_DATA_SHOWN }) as import("node:stream/web").ReadableStream),
    fs.createWriteStream(out),
  );
  await report(started, out);
  await db.$disconnect();
}

// The export's columns in one statement, newest first as the export writes them: the flow's name, the latest failed
// check's message and the decision in force (final or pending) beside each process.
const BASELINE_SQL = `
  SELECT p."id", p."reference", p."status", p."negativeFinish", p."currentStepId", p."flowId", p."accountId", p."appId",
    p."lang", p."createdAt", p."updatedAt", f."name" AS "flowName",
    (SELECT json_extract(s."error", '$.message') FROM "StepRecord" s
      WHERE s."processId" = p."id" AND s."status" = 0 ORDER BY s."seq" DESC LIMIT 1) AS "failureReason",
    d."outcome", d."status" AS "decisionStatus", d."reasonCode" AS "decisionReason", d."comment" AS "decisionComment",
    d."decidedByEmail" AS "decidedBy", d."createdAt" AS "decidedAt"
  FROM "Process" p JOIN "Flow" f ON f."id" = p."flowId"
  LEFT JOIN "ProcessDecision" d ON d."processId" = p."id" AND d."status" IN ('final', 'pending')
  ORDER BY p."createdAt" DESC, p."id" DESC`;

const asDate = (value: unknown) => (value === null ? null : new Date(String(value)));

async function measureBaseline(file: string, out: string) {
  const started = performance.now();
  const db = new Database(file, { readonly: true });
  const sink = fs.openSync(out, "w");
  fs.writeSync(sink, csvLine(EXPORT_COLUMNS));
  let buffer = "";
  for (const row of db.prepare(BASELINE_SQL).iterate() as Iterable<Record<string, unknown>>) {
    const decision = row.outcome === null ? null : `${row.outcome}${row.decisionStatus === "pending" ? " (pending)" : ""}`;
    const values: Record<string, unknown> = {
      ...row,
      createdAt: asDate(row.createdAt),
      updatedAt: asDate(row.updatedAt),
      negativeFinish: row.negativeFinish === 1,
      decision,
      decidedAt: asDate(row.decidedAt)?.toISOString() ?? null,
    };
    buffer += csvLine(EXPORT_COLUMNS.map((c) => values[c]));
    if (buffer.length > 1 << 16) {
      fs.writeSync(sink, buffer);
      buffer = "";
    }
  }
  fs.writeSync(sink, buffer);
  fs.closeSync(sink);
  return report(started, out);
}

/** Peak memory is taken before the output is counted (in chunks), so counting does not inflate it. */
async function report(started: number, out: string) {
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  let lines = 0;
  for await (const chunk of fs.createReadStream(out)) for (const byte of chunk as Buffer) if (byte === 10) lines++;
  process.stdout.write(JSON.stringify({ rows: lines - 1, seconds, peakRssMb }));
}

async function fixture(size: number, dir: string): Promise<string> {
  const file = path.join(dir, `bench-${size}.db`);
  await applyMigrations({ root: process.cwd(), target: { kind: "sqlite", path: file } });
  const db = new Database(file);
  // Stored the way Prisma's SQLite adapter writes DateTime: ISO 8601 text with an explicit offset.
  const iso = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");
  const now = Date.now();
  const stamp = `'${iso(now)}'`;
  db.exec(`INSERT INTO "Account" (id, name, language, languages, publicKey, customization, active, createdAt, updatedAt)
           VALUES ('acc', 'Bench', 'pt-PT', '["pt-PT"]', '', '{}', 1, ${stamp}, ${stamp});
           INSERT INTO "Flow" (id, accountId, name, steps, settings, active, createdAt, updatedAt)
           VALUES ('flow', 'acc', 'Bench flow', '[]', '[]', 1, ${stamp}, ${stamp});`);
  const insert =
    db.prepare(`INSERT INTO "Process" (id, accountId, flowId, flowSnapshot, currentStepId, history, stepState, status, negativeFinish,
    lang, appId, credentialId, version, appVersion, reference, rowVersion, recordCount, eventCount, createdAt, updatedAt)
    VALUES (?, 'acc', 'flow', '{}', 'form', '[]', '{}', ?, ?, 'pt-PT', 'app', 'cred', '0.1.0', '', ?, 0, 0, 0, ?, ?)`);
  // Every tenth process failed a check once; every fifth carries a final decision.
  const failed = db.prepare(`INSERT INTO "StepRecord" (id, processId, seq, type, action, stepId, status, payload, info, config,
    provider, error, deviceType, createdAt) VALUES (?, ?, 1, 'document', 'submit', 'doc', 0, '{}', '{}', '{}', '{}', ?, 'desktop', ?)`);
  const decided = db.prepare(`INSERT INTO "ProcessDecision" (id, processId, outcome, reasonCode, comment, decidedById,
    decidedByEmail, status, createdAt) VALUES (?, ?, 'approved', 'verified', 'Checked.', 'user', 'reviewer@bench.local', 'final', ?)`);
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const at = iso(now - (size - i) * 1000);
      const id = `proc-${String(i).padStart(8, "0")}`;
      insert.run(id, i % 4 ? "finished" : "in-progress", i % 9 === 0 ? 1 : 0, `ref-${i}`, at, at);
      if (i % 10 === 0) failed.run(`rec-${i}`, id, JSON.stringify({ message: "The document's number check digit is wrong." }), at);
      if (i % 5 === 0) decided.run(`dec-${i}`, id, at);
    }
  })();
  db.pragma("journal_mode = DELETE");
  db.close();
  return file;
}

/** Issue 6's aim: the export streams, so its memory stays flat from the smallest size measured to the largest. */
function flatMemoryAim(peaks: { size: number; peakRssMb: number }[]): string {
  const [smallest, largest] = [peaks[0], peaks.at(-1)];
  if (!smallest || !largest || smallest === largest) return "flat memory: measure two sizes (BENCH_SIZES) to compare";
  const growth = largest.peakRssMb / smallest.peakRssMb;
  return (
    `flat memory (peak RSS at ${largest.size.toLocaleString("en")} rows ≤ ${FLAT_MEMORY_GROWTH}× at ${smallest.size.toLocaleString("en")}): ` +
    `${largest.peakRssMb.toFixed(0)} MB against ${smallest.peakRssMb.toFixed(0)} MB, ${growth.toFixed(2)}× (${verdict(growth <= FLAT_MEMORY_GROWTH)})`
  );
}

function child(which: "export" | "baseline", file: string, out: string) {
  const tsx = path.join(process.cwd(), "node_modules/.bin/tsx");
  return JSON.parse(execFileSync(tsx, ["bench/export.ts", which, file, out], { encoding: "utf8" })) as {
    rows: number;
    seconds: number;
    peakRssMb: number;
  };
}

async function main() {
  if (mode === "export") return measureExport(dbFile as string, outFile as string);
  if (mode === "baseline") return measureBaseline(dbFile as string, outFile as string);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-export-"));
  try {
    console.log("rows       | export rows/s | peak RSS MB | baseline rows/s | baseline peak RSS MB | export/baseline speed");
    const peaks: { size: number; peakRssMb: number }[] = [];
    for (const size of SIZES) {
      const file = await fixture(size, dir);
      const [exportOut, baselineOut] = [path.join(dir, "export.csv"), path.join(dir, "baseline.csv")];
      const exported = child("export", file, exportOut);
      const baseline = child("baseline", file, baselineOut);
      // The baseline is a baseline only if it wrote the same bytes.
      if (!fs.readFileSync(exportOut).equals(fs.readFileSync(baselineOut)))
        throw new Error(`the export and the baseline wrote different CSV at ${size} rows (${exportOut}, ${baselineOut})`);
      if (exported.rows !== size || baseline.rows !== size)
        throw new Error(`expected ${size} rows, got ${exported.rows} / ${baseline.rows}`);
      const rate = (r: { rows: number; seconds: number }) => Math.round(r.rows / r.seconds);
      console.log(
        [
          String(size).padEnd(10),
          String(rate(exported)).padStart(13),
          exported.peakRssMb.toFixed(0).padStart(11),
          String(rate(baseline)).padStart(15),
          baseline.peakRssMb.toFixed(0).padStart(20),
          (rate(exported) / rate(baseline)).toFixed(2).padStart(21),
        ].join(" | "),
      );
      fs.rmSync(file);
      peaks.push({ size, peakRssMb: exported.peakRssMb });
    }
    printAims([flatMemoryAim(peaks)]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
