import { execFile } from "node:child_process";

export type TesseractOptions = { psm?: number; timeoutMs?: number; binary?: string };
/** A word as tesseract read it, with its confidence (0–100). */
export type OcrWord = { text: string; confidence: number };
/** A tesseract process started ahead of its image: `read` hands it the image, `cancel` stops it unused. */
export type TesseractRun = { read: (image: Buffer) => Promise<OcrWord[][]>; cancel: () => void };

/**
 * Starts the Debian `tesseract` CLI, which reads an image on stdin and returns its text lines as words with confidences.
 * It spends about 0.2 s of CPU loading its model before it reads stdin: started before the image is ready, that time
 * is off the critical path.
 */
export function startTesseract({ psm = 6, timeoutMs = 20_000, binary = "tesseract" }: TesseractOptions = {}): TesseractRun {
  // Dark text on light paper only: the second, inverted pass would double the time.
  const args = ["stdin", "stdout", "-l", "eng", "--psm", String(psm)];
  for (const setting of ["load_system_dawg=0", "load_freq_dawg=0", "tessedit_do_invert=0"]) args.push("-c", setting);
  args.push("tsv");
  let child: ReturnType<typeof execFile> | undefined;
  const words = new Promise<OcrWord[][]>((resolve, reject) => {
    child = execFile(
      binary,
      args,
      { timeout: timeoutMs, maxBuffer: 1 << 22, env: { ...process.env, OMP_THREAD_LIMIT: "1" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`tesseract failed: ${error.message} ${stderr}`.trim()));
        else resolve(wordsOfTsv(stdout));
      },
    );
  });
  // A process that failed to start or was cancelled reports through `words`; writing to it must not throw.
  child?.stdin?.on("error", () => {});
  words.catch(() => {});
  return {
    read: (image) => {
      child?.stdin?.end(image);
      return words;
    },
    cancel: () => {
      child?.kill();
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
