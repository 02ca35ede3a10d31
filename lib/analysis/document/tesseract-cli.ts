import { type ChildProcess, execFile } from "node:child_process";
import type { Socket } from "node:net";

export type TesseractOptions = { psm?: number; timeoutMs?: number; binary?: string };
/** A word as tesseract read it, with its confidence (0–100). */
export type OcrWord = { text: string; confidence: number };
/** A tesseract process started ahead of its image: `read` hands it the image, `cancel` stops it unused. */
export type TesseractRun = { read: (image: Buffer) => Promise<OcrWord[][]>; cancel: () => void };

type Started = { child: ChildProcess; words: Promise<OcrWord[][]> };

function spawnTesseract(binary: string, args: string[]): Started {
  let child: ChildProcess | undefined;
  const words = new Promise<OcrWord[][]>((resolve, reject) => {
    child = execFile(binary, args, { maxBuffer: 1 << 22, env: { ...process.env, OMP_THREAD_LIMIT: "1" } }, (error, stdout, stderr) => {
      if (error) reject(new Error(`tesseract failed: ${error.message} ${stderr}`.trim()));
      else resolve(wordsOfTsv(stdout));
    });
  });
  // A process that failed to start or was stopped reports through `words`; writing to it must not throw.
  child?.stdin?.on("error", () => {});
  words.catch(() => {});
  return { child: child as ChildProcess, words };
}

/** Whether the process may keep this program running: a waiting spare must not, a reading must. */
function holdsProgram({ child }: Started, holds: boolean) {
  const handles = [child, child.stdin, child.stdout, child.stderr] as (Pick<Socket, "ref" | "unref"> | null)[];
  for (const handle of handles) {
    if (holds) handle?.ref();
    else handle?.unref();
  }
}

const isWaiting = ({ child }: Started) => child.exitCode === null && child.signalCode === null;

// Tesseract spends about 0.2 s of CPU loading its model before it reads stdin. One process per command line is kept
// started and waiting, so a reading starts at once; the next one loads its model when a reading ends.
const spares = new Map<string, Started>();

function keepSpare(key: string, binary: string, args: string[]) {
  const spare = spares.get(key);
  if (spare && isWaiting(spare)) return;
  const next = spawnTesseract(binary, args);
  holdsProgram(next, false);
  spares.set(key, next);
}

/** Takes a started Debian `tesseract` CLI, which reads an image on stdin and returns its text lines as words with confidences. */
export function startTesseract({ psm = 6, timeoutMs = 20_000, binary = "tesseract" }: TesseractOptions = {}): TesseractRun {
  // Dark text on light paper only: the second, inverted pass would double the time.
  const args = ["stdin", "stdout", "-l", "eng", "--psm", String(psm)];
  for (const setting of ["load_system_dawg=0", "load_freq_dawg=0", "tessedit_do_invert=0"]) args.push("-c", setting);
  args.push("tsv");
  const key = [binary, ...args].join(" ");
  const spare = spares.get(key);
  spares.delete(key);
  const started = spare && isWaiting(spare) ? spare : spawnTesseract(binary, args);
  holdsProgram(started, true);
  started.words.finally(() => keepSpare(key, binary, args)).catch(() => {});
  return {
    read: (image) => {
      const timer = setTimeout(() => started.child.kill(), timeoutMs);
      started.child.stdin?.end(image);
      return started.words.finally(() => clearTimeout(timer));
    },
    cancel: () => {
      started.child.kill();
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
