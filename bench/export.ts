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

// npm run bench:export: rows/s and peak memory of the streamed CSV export at 100,000 and 1,000,000
// processes, beside a baseline measured in the same run: the same rows read with better-sqlite3 directly
// (no Prisma) and written as the same CSV. Each measurement runs in its own process so that peak RSS is
// its own. Prints figures; no pass/fail.
const SIZES = (process.env.BENCH_SIZES ?? "100000,1000000").split(",").map(Number);
const [mode, dbFile, outFile] = process.argv.slice(2);

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

async function measureBaseline(file: string, out: string) {
  const started = performance.now();
  const db = new Database(file, { readonly: true });
  const sink = fs.openSync(out, "w");
  const columns = EXPORT_COLUMNS;
  fs.writeSync(sink, csvLine(columns));
  let buffer = "";
  for (const row of db
    .prepare(`SELECT ${columns.map((c) => `"${c}"`).join(",")} FROM "Process" ORDER BY "createdAt", "id"`)
    .iterate() as Iterable<Record<string, unknown>>) {
    buffer += csvLine(
      columns.map((c) =>
        c === "createdAt" || c === "updatedAt" ? new Date(String(row[c])) : c === "negativeFinish" ? row[c] === 1 : row[c],
      ),
    );
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
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const at = iso(now - (size - i) * 1000);
      insert.run(`proc-${String(i).padStart(8, "0")}`, i % 4 ? "finished" : "in-progress", i % 9 === 0 ? 1 : 0, `ref-${i}`, at, at);
    }
  })();
  db.pragma("journal_mode = DELETE");
  db.close();
  return file;
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
    for (const size of SIZES) {
      const file = await fixture(size, dir);
      const out = path.join(dir, "out.csv");
      const exported = child("export", file, out);
      const baseline = child("baseline", file, out);
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
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
