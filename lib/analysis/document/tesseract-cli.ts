import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import type { Socket } from "node:net";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { pageFolder, writePage } from "./tesseract-page-folder";

export type TesseractOptions = { psm?: number; timeoutMs?: number; binary?: string };
/** A word as tesseract read it, with its confidence (0–100). */
export type OcrWord = { text: string; confidence: number };
/** A started tesseract process: `read` hands it a page and settles with the page's words. */
export type TesseractReader = { read: (image: Buffer) => Promise<OcrWord[][]> };

/** A page handed to the process: its file, the page number tesseract gives it, and what waits for its words. */
type Page = {
  file: string;
  number: number;
  rows: string[];
  timer: NodeJS.Timeout;
  resolve: (words: OcrWord[][]) => void;
  reject: (error: Error) => void;
};
type Process = { child: ChildProcess; pages: Page[]; nextNumber: number; partial: string; stderr: string };

// Tesseract spends about 0.2 s of CPU starting up and loading its model, as much as reading a page. One process per
// command line (per thread) stays started and reads a stream of file names on stdin (`stream_filelist`): each page is
// followed by a blank one, whose first row says that the page before it is complete.
const processes = new Map<string, Process>();
let written = 0;

/** The blank page's file in this process's page folder (whole: written under another name, then renamed). */
function blankPageFile(): string {
  const file = path.join(pageFolder(), "blank-32.bmp");
  if (!fs.existsSync(file)) {
    const partial = `${file}.${threadId}.partial`;
    fs.writeFileSync(partial, blankBmp(32), { mode: 0o600 });
    fs.renameSync(partial, file);
  }
  return file;
}

/** A white square as an 8-bit grey BMP: tesseract reads it in a few milliseconds and finds nothing. */
function blankBmp(size: number): Buffer {
  const offset = 14 + 40 + 256 * 4;
  const bmp = Buffer.alloc(offset + size * size, 255);
  bmp.fill(0, 0, offset);
  bmp.write("BM", 0, "latin1");
  bmp.writeUInt32LE(bmp.length, 2);
  bmp.writeUInt32LE(offset, 10);
  bmp.writeUInt32LE(40, 14);
  bmp.writeInt32LE(size, 18);
  bmp.writeInt32LE(size, 22);
  bmp.writeUInt16LE(1, 26);
  bmp.writeUInt16LE(8, 28);
  bmp.writeUInt32LE(size * size, 34);
  bmp.writeUInt32LE(256, 46);
  for (let level = 0; level < 256; level++) bmp.fill(level, 54 + level * 4, 54 + level * 4 + 3);
  return bmp;
}

/** A process with pages to read keeps this program running; an idle one must not. */
function holdsProgram({ child }: Process, holds: boolean) {
  const handles = [child, child.stdin, child.stdout, child.stderr] as (Pick<Socket, "ref" | "unref"> | null)[];
  for (const handle of handles) {
    if (holds) handle?.ref();
    else handle?.unref();
  }
}

function settle(page: Page, outcome: { words: OcrWord[][] } | { error: Error }) {
  clearTimeout(page.timer);
  fs.rm(page.file, { force: true }, () => {});
  if ("words" in outcome) page.resolve(outcome.words);
  else page.reject(outcome.error);
}

function stop(key: string, running: Process, reason: string) {
  if (processes.get(key) === running) processes.delete(key);
  running.child.kill("SIGKILL");
  for (const page of running.pages.splice(0)) settle(page, { error: new Error(`tesseract failed: ${reason} ${running.stderr}`.trim()) });
}

/** Rows of the page being read are kept; the blank page's first row completes it. */
function takeRow(running: Process, row: string) {
  const page = running.pages[0];
  if (!page) return;
  const [level, number] = row.split("\t", 2);
  if (Number(number) === page.number) page.rows.push(row);
  else if (level === "1" && Number(number) === page.number + 1) {
    running.pages.shift();
    settle(page, { words: wordsOfTsv(["", ...page.rows].join("\n")) });
    if (running.pages.length === 0) holdsProgram(running, false);
  }
}

function startProcess(key: string, binary: string, args: string[]): Process {
  const child = spawn(binary, args, { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
  const running: Process = { child, pages: [], nextNumber: 1, partial: "", stderr: "" };
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    const rows = (running.partial + chunk).split("\n");
    running.partial = rows.pop() ?? "";
    for (const row of rows) takeRow(running, row);
  });
  child.stderr?.setEncoding("utf8");
  // Tesseract names each page it starts on stderr: only the tail is kept, for the error message.
  child.stderr?.on("data", (chunk: string) => {
    running.stderr = (running.stderr + chunk).slice(-500);
  });
  // A process that failed to start or was stopped reports through `close` or `error`; writing to it must not throw.
  child.stdin?.on("error", () => {});
  child.on("error", (error) => stop(key, running, error.message));
  child.on("close", (code, signal) => stop(key, running, `exited (${signal ?? code})`));
  holdsProgram(running, false);
  return running;
}

/**
 * Takes the started Debian `tesseract` CLI for these options (starting it, and loading its model, when there is none),
 * which reads images and returns their text lines as words with confidences, one page after another.
 */
export function tesseractReader({ psm = 6, timeoutMs = 20_000, binary = "tesseract" }: TesseractOptions = {}): TesseractReader {
  // Dark text on light paper only: the second, inverted pass would double the time.
  const args = ["stdin", "stdout", "-l", "eng", "--psm", String(psm)];
  for (const setting of ["load_system_dawg=0", "load_freq_dawg=0", "tessedit_do_invert=0", "stream_filelist=1"]) args.push("-c", setting);
  args.push("tsv");
  const key = [binary, ...args].join(" ");
  const started = processes.get(key) ?? startProcess(key, binary, args);
  processes.set(key, started);
  return {
    read: async (image) => {
      // Removed once read (or failed); the blank page stays.
      const file = await writePage(`page-${threadId}-${written++}.bmp`, image);
      const running = processes.get(key) ?? startProcess(key, binary, args);
      processes.set(key, running);
      return new Promise<OcrWord[][]>((resolve, reject) => {
        const number = running.nextNumber;
        running.nextNumber += 2;
        const timer = setTimeout(() => stop(key, running, `no answer in ${timeoutMs} ms`), timeoutMs);
        running.pages.push({ file, number, rows: [], timer, resolve, reject });
        holdsProgram(running, true);
        running.child.stdin?.write(`${file}\n${blankPageFile()}\n`);
      });
    },
  };
}

/** Tesseract's TSV: one row per page, block, paragraph, line and word; words (level 5) grouped by their line. */
export function wordsOfTsv(tsv: string): OcrWord[][] {
  const lines = new Map<string, OcrWord[]>();
  for (const row of tsv.split("\n").slice(1)) {
    const [level, page, block, paragraph, line, , , , , , confidence, text] = row.split("\t");
    if (level !== "5" || !text?.trim()) continue;
    const key = `${page}.${block}.${paragraph}.${line}`;
    lines.set(key, [...(lines.get(key) ?? []), { text: text.trim(), confidence: Number(confidence) }]);
  }
  return [...lines.values()];
}
