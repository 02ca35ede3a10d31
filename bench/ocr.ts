import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os, { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { AnalyzeDocumentInput } from "@/lib/analysis/document/analyze-document";
import { analyzeDocument } from "@/lib/analysis/document/analyze-document";
import { corpusDocument } from "@/lib/analysis/document/mrz-corpus/generate-corpus";
import { type ReadingScore, SCORED_FIELDS, type ScoredAnalysis, scoreReading } from "@/lib/analysis/document/mrz-corpus/score-reading";
import { printAims, verdict } from "./aims";
import { childrenCpuMs } from "./process-cpu";

// npm run bench:ocr [-- --documents 300 --seed 14 --no-baseline]: the seeded MRZ corpus read by the document analysis
// of this tree and by the tesseract reader it replaced (that commit's lib/providers, checked out into a temporary folder;
// `--no-baseline` leaves it out), one document after the other, so both see the same machine. Prints exact-match rates
// per field, character accuracy, wrong values marked GOOD, printed-zone false alarms (BAD), the share read at all, and
// wall and CPU ms per document (this process's threads and its child processes), per layout and per damage level, and
// whether issue 35's aims were met.
const TESSERACT_READER_COMMIT = "4210826d8f1320ae67403c7ccaa57455839a32b2";
const { values: options } = parseArgs({
  options: {
    documents: { type: "string", default: "300" },
    seed: { type: "string", default: "14" },
    "no-baseline": { type: "boolean", default: false },
  },
});
const documents = Number(options.documents);
const seed = Number(options.seed);
const today = new Date("2026-11-22T00:00:00Z");

type Analyze = (input: AnalyzeDocumentInput) => Promise<ScoredAnalysis>;

async function tesseractReader(): Promise<Analyze> {
  const root = path.resolve(import.meta.dirname, "..");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idv-bench-ocr-"));
  const archive = execFileSync("git", ["archive", TESSERACT_READER_COMMIT, "lib/providers"], { cwd: root, maxBuffer: 1 << 28 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const module = (await import(path.join(dir, "lib/providers/document/analyze-document.ts"))) as { analyzeDocument: Analyze };
  return module.analyzeDocument;
}

// Every corpus document is genuine (its printed zone shows the MRZ's values): a printed-zone BAD is a false alarm.
type Sample = ReadingScore & { layout: string; level: string; ms: number; cpuMs: number; printedZoneBad: boolean };
const readers: Record<string, Analyze> = options["no-baseline"]
  ? { new: analyzeDocument }
  : { today: await tesseractReader(), new: analyzeDocument };
const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(readers).map((name) => [name, []]));

// CPU of this process (all its threads: sharp's too) and of its child processes, ended or still running, in ms.
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000 + childrenCpuMs();
}

const loadBefore = loadavg()[0] ?? 0;
for (let index = 0; index < documents; index++) {
  const document = await corpusDocument(seed, index);
  for (const [name, analyze] of Object.entries(readers)) {
    const started = performance.now();
    const cpuBefore = cpuMs();
    const analysis = await analyze({ doctype: document.doctype, front: document.front, back: document.back, today });
    const ms = performance.now() - started;
    samples[name]?.push({
      ...scoreReading(document.mrzLines, analysis),
      layout: document.layout,
      level: document.level,
      ms,
      cpuMs: cpuMs() - cpuBefore,
      printedZoneBad: analysis.validations.text === "BAD",
    });
  }
  if ((index + 1) % 25 === 0) process.stderr.write(`${index + 1}/${documents}\n`);
}
const loadAfter = loadavg()[0] ?? 0;

const percent = (part: number, whole: number) => (whole === 0 ? "–" : ((100 * part) / whole).toFixed(1));
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};
const isKeyExact = (s: Sample) => s.exact.documentNumber && s.exact.birthDate && s.exact.expiryDate;

function row(group: Sample[]) {
  const count = (test: (s: Sample) => boolean) => group.filter(test).length;
  const characters = group.reduce((sum, s) => sum + s.totalCharacters, 0);
  const [times, cpu] = [group.map((s) => s.ms), group.map((s) => s.cpuMs)];
  return {
    n: group.length,
    "read %": percent(
      count((s) => s.isRead),
      group.length,
    ),
    "number+dates %": percent(count(isKeyExact), group.length),
    ...Object.fromEntries(
      SCORED_FIELDS.map((field) => [
        field,
        percent(
          count((s) => s.exact[field]),
          group.length,
        ),
      ]),
    ),
    "chars %": percent(
      group.reduce((sum, s) => sum + s.correctCharacters, 0),
      characters,
    ),
    "wrong GOOD %": percent(
      count((s) => s.wrongGood.length > 0),
      group.length,
    ),
    "right but UNCERTAIN %": percent(
      count((s) => s.uncertainButRight.length > 0),
      group.length,
    ),
    "printed zone BAD %": percent(
      count((s) => s.printedZoneBad),
      group.length,
    ),
    "ms p50": Math.round(percentile(times, 0.5)),
    "ms p95": Math.round(percentile(times, 0.95)),
    "CPU ms p50": Math.round(percentile(cpu, 0.5)),
    "CPU ms p95": Math.round(percentile(cpu, 0.95)),
  };
}

function groups(list: Sample[]): Record<string, Sample[]> {
  const byKey: Record<string, Sample[]> = {};
  for (const s of list) for (const key of [`layout ${s.layout}`, `damage ${s.level}`]) byKey[key] = [...(byKey[key] ?? []), s];
  return { ...byKey, all: list };
}

console.log(
  `bench:ocr seed ${seed}, ${documents} documents; 1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
for (const [name, list] of Object.entries(samples)) {
  console.log(`\n${name === "today" ? `Tesseract reader (commit ${TESSERACT_READER_COMMIT.slice(0, 7)})` : "MRZ cell reader (this tree)"}`);
  console.table(Object.fromEntries(Object.entries(groups(list)).map(([key, group]) => [key, row(group)])));
}
// The comparison with the baseline, when it ran.
const baseline = samples.today;
if (baseline) {
  const ratios = Object.fromEntries(
    Object.entries(groups(samples.new ?? [])).map(([key, group]) => {
      const before = groups(baseline)[key] ?? [];
      const rate = (list: Sample[]) => list.filter(isKeyExact).length / Math.max(1, list.length);
      const p95 = (list: Sample[]) =>
        percentile(
          list.map((s) => s.ms),
          0.95,
        );
      return [
        key,
        {
          "number+dates exact, new/today": rate(before) > 0 ? (rate(group) / rate(before)).toFixed(2) : "today read none",
          "wrong GOOD, today → new": `${before.filter((s) => s.wrongGood.length > 0).length} → ${group.filter((s) => s.wrongGood.length > 0).length}`,
          "ms p95, new/today": (p95(group) / p95(before)).toFixed(2),
        },
      ];
    }),
  );
  console.log("\nNew reader against today's");
  console.table(ratios);
}

// Issue 35: the check an applicant waits for, p95 within 600 ms at every damage level, with no loss of accuracy: no wrong
// value marked GOOD, and on the default corpus no fewer numbers and dates exact and no more printed-zone false alarms
// than this reader had when the aim was set (2026-11-27: 299 of 300 exact, 52 printed zones BAD).
const AIM_P95_MS = 600;
const AT_AIM = { seed: 14, documents: 300, exact: 299, printedZoneBad: 52 };
const ours = samples.new ?? [];
const msOf = (group: Sample[]) => group.map((s) => s.ms);
const levelP95s = Object.entries(groups(ours))
  .filter(([key]) => key.startsWith("damage "))
  .map(([key, group]) => ({ level: key.slice("damage ".length), p95: Math.round(percentile(msOf(group), 0.95)) }));
const isFast = levelP95s.every(({ p95 }) => p95 <= AIM_P95_MS);
const wrongGood = ours.filter((s) => s.wrongGood.length > 0).length;
const aims = [
  `p95 ≤ ${AIM_P95_MS} ms at every damage level: ${levelP95s.map(({ level, p95 }) => `${level} ${p95}`).join(", ")} (${verdict(isFast)}${baseline ? "; timed beside the tesseract reader, which shares the cores: -- --no-baseline times the applicant's wait" : ""})`,
  `no wrong value marked GOOD: ${wrongGood} (${verdict(wrongGood === 0)})`,
];
if (seed === AT_AIM.seed && documents === AT_AIM.documents) {
  const exact = ours.filter(isKeyExact).length;
  const printedZoneBad = ours.filter((s) => s.printedZoneBad).length;
  aims.push(
    `numbers and both dates exact ≥ ${AT_AIM.exact} of ${documents}: ${exact} (${verdict(exact >= AT_AIM.exact)})`,
    `printed zone BAD ≤ ${AT_AIM.printedZoneBad}: ${printedZoneBad} (${verdict(printedZoneBad <= AT_AIM.printedZoneBad)})`,
  );
}
printAims(aims);
