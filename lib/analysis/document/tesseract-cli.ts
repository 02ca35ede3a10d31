import { execFile } from "node:child_process";

export type TesseractOptions = { psm?: number; whitelist?: string; timeoutMs?: number; binary?: string };

/** Runs the Debian `tesseract` CLI on an image given on stdin and returns the recognised text. */
export function runTesseract(
  image: Buffer,
  { psm = 6, whitelist, timeoutMs = 20_000, binary = "tesseract" }: TesseractOptions = {},
): Promise<string> {
  // Dark text on light paper only: the second, inverted pass would double the time.
  const args = [
    "stdin",
    "stdout",
    "-l",
    "eng",
    "--psm",
    String(psm),
    "-c",
    "load_system_dawg=0",
    "-c",
    "load_freq_dawg=0",
    "-c",
    "tessedit_do_invert=0",
  ];
  if (whitelist) args.push("-c", `tessedit_char_whitelist=${whitelist}`);
  return new Promise((resolve, reject) => {
    const child = execFile(
      binary,
      args,
      { timeout: timeoutMs, maxBuffer: 1 << 20, env: { ...process.env, OMP_THREAD_LIMIT: "1" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`tesseract failed: ${error.message} ${stderr}`.trim()));
        else resolve(stdout);
      },
    );
    child.stdin?.end(image);
  });
}
